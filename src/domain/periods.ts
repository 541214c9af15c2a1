/**
 * The time axis of an analysis (cma-forms §1.2): 1–10 consecutive financial years, each with a kind.
 * Every operation here is pure and validates its result, so a caller never holds an invalid list.
 */

/** How firm a period's figures are, in the order they must appear in time (cma-forms §1.2). */
export type PeriodKind = 'Audited' | 'Provisional' | 'Estimated' | 'Projected';

/** The kinds, earliest first: a later period never has an earlier kind. */
export const PERIOD_KINDS: readonly PeriodKind[] = ['Audited', 'Provisional', 'Estimated', 'Projected'];

/** One financial year of an analysis. `year` is the calendar year in which the FY ends (FY 2024-25 → 2025). */
export interface Period {
  readonly year: number;
  readonly kind: PeriodKind;
}

/** The most periods an analysis holds (the assessment year and a term-loan tenor after two audited years). */
export const MAX_PERIODS = 10;

/** The range of years accepted: four digits, as the analysis year (the contract's year schema). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/**
 * The one rule for a valid year, wherever a year comes in (a period, the analysis year, a `?year=` query, a
 * screen's URL, an imported column heading): a whole number from {@link MIN_YEAR} to {@link MAX_YEAR}, the
 * calendar year in which the financial year ends.
 */
export function isYear(year: unknown): year is number {
  return typeof year === 'number' && Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A year written as text (a query or URL parameter): exactly four digits naming a valid year ({@link isYear}), or null. */
export function yearOfText(text: string | null | undefined): number | null {
  return typeof text === 'string' && /^\d{4}$/.test(text) && isYear(Number(text)) ? Number(text) : null;
}

/** The outcome of an operation: the new periods, or every reason it was refused (clear sentences). */
export type PeriodsResult = { readonly ok: true; readonly periods: readonly Period[] } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * A period as banks label it: "FY 2024-25 (Audited)" for the year ending in 2025 (cma-forms §1.2).
 */
export function periodLabel(period: Period): string {
  return `${financialYearLabel(period.year)} (${period.kind})`;
}

/** A financial year as banks write it: "FY 2024-25" for the year ending in 2025. */
export function financialYearLabel(year: number): string {
  return `FY ${year - 1}-${String(year % 100).padStart(2, '0')}`;
}

/**
 * Every reason `periods` is not a valid time axis for an analysis whose assessment year is
 * `assessmentYear`; empty when it is valid. The rules: 1–{@link MAX_PERIODS} periods, whole years in
 * [{@link MIN_YEAR}, {@link MAX_YEAR}], oldest first, kinds in the order of {@link PERIOD_KINDS}, and
 * the assessment year one of them. Years are consecutive as created and extended; removing a middle
 * year leaves a gap, which is allowed: the year after the gap has no previous period, so its
 * prior-period rows and fund flow are "—" (cma-forms §4.5).
 */
export function periodErrors(periods: readonly Period[], assessmentYear: number): string[] {
  const errors: string[] = [];
  if (periods.length === 0) {
    return ['An analysis needs at least one period.'];
  }
  if (periods.length > MAX_PERIODS) {
    errors.push(`An analysis holds at most ${MAX_PERIODS} periods; this one has ${periods.length}.`);
  }
  periods.forEach((p, i) => {
    if (!isYear(p.year)) {
      errors.push(`Period ${i + 1}: the year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}, not ${p.year}.`);
    }
    if (!PERIOD_KINDS.includes(p.kind)) {
      errors.push(`Period ${i + 1}: the kind must be one of ${PERIOD_KINDS.join(', ')}, not "${String(p.kind)}".`);
    }
    const before = periods[i - 1];
    if (before === undefined) {
      return;
    }
    if (p.year <= before.year) {
      errors.push(`Periods must run oldest first, one per year: FY ending ${p.year} follows FY ending ${before.year}.`);
    }
    if (PERIOD_KINDS.indexOf(p.kind) < PERIOD_KINDS.indexOf(before.kind)) {
      errors.push(`${periodLabel(p)} cannot follow ${periodLabel(before)}: kinds run Audited, Provisional, Estimated, Projected.`);
    }
  });
  if (!periods.some((p) => p.year === assessmentYear)) {
    errors.push(`The assessment year ${assessmentYear} must be one of the periods.`);
  }
  return errors;
}

function checked(periods: readonly Period[], assessmentYear: number): PeriodsResult {
  const errors = periodErrors(periods, assessmentYear);
  return errors.length === 0 ? { ok: true, periods } : { ok: false, errors };
}

/** The periods with a year added before the oldest, of kind `kind` (default Audited). Refused at {@link MAX_PERIODS}. */
export function addPeriodBefore(periods: readonly Period[], assessmentYear: number, kind: PeriodKind = 'Audited'): PeriodsResult {
  const first = periods[0];
  if (first === undefined) {
    return checked(periods, assessmentYear);
  }
  return checked([{ year: first.year - 1, kind }, ...periods], assessmentYear);
}

/** The periods with a year added after the latest, of kind `kind` (default Projected). Refused at {@link MAX_PERIODS}. */
export function addPeriodAfter(periods: readonly Period[], assessmentYear: number, kind: PeriodKind = 'Projected'): PeriodsResult {
  const last = periods[periods.length - 1];
  if (last === undefined) {
    return checked(periods, assessmentYear);
  }
  return checked([...periods, { year: last.year + 1, kind }], assessmentYear);
}

/**
 * The periods without the year `year`; never the assessment year. Removing a middle year leaves a gap
 * (see {@link periodErrors}); {@link previousPeriodIndex} then gives the year after it no previous period.
 */
export function removePeriod(periods: readonly Period[], assessmentYear: number, year: number): PeriodsResult {
  const index = periods.findIndex((p) => p.year === year);
  if (index < 0) {
    return { ok: false, errors: [`FY ending ${year} is not a period of this analysis.`] };
  }
  if (year === assessmentYear) {
    return { ok: false, errors: [`${periodLabel(periods[index]!)} is the assessment year and cannot be removed.`] };
  }
  return checked(
    periods.filter((_, i) => i !== index),
    assessmentYear,
  );
}

/** The periods with the year `year` changed to kind `kind`, if the kinds stay in order. */
export function setPeriodKind(periods: readonly Period[], assessmentYear: number, year: number, kind: PeriodKind): PeriodsResult {
  if (!periods.some((p) => p.year === year)) {
    return { ok: false, errors: [`FY ending ${year} is not a period of this analysis.`] };
  }
  return checked(
    periods.map((p) => (p.year === year ? { year, kind } : p)),
    assessmentYear,
  );
}

/**
 * The periods of a new analysis: `before` audited years, the assessment year, `after` projected years
 * (the Explore Insights "Years" choice; 0 and 0 give the spec's one period). With other years the
 * assessment year is Projected (cma-forms §1.2: the year for which limits are assessed); alone, it is
 * Audited, as the spec's one-year analysis has always been read.
 */
export function initialPeriods(assessmentYear: number, before = 0, after = 0): PeriodsResult {
  const kindOfAssessmentYear: PeriodKind = before === 0 && after === 0 ? 'Audited' : 'Projected';
  const periods: Period[] = [
    ...Array.from({ length: before }, (_, i): Period => ({ year: assessmentYear - before + i, kind: 'Audited' })),
    { year: assessmentYear, kind: kindOfAssessmentYear },
    ...Array.from({ length: after }, (_, i): Period => ({ year: assessmentYear + 1 + i, kind: 'Projected' })),
  ];
  return checked(periods, assessmentYear);
}

/**
 * The index of the period that `prev` reads for `periods[index]`: the one before it when it is the
 * year before (FY ending year − 1), else `null` (the first period, or the year after a gap; cma-forms
 * §4.5: a missing t−1 gives "—").
 */
export function previousPeriodIndex(periods: readonly Period[], index: number): number | null {
  const before = periods[index - 1];
  return before !== undefined && before.year === periods[index]!.year - 1 ? index - 1 : null;
}

/**
 * Whether a period gets an MPBF and drawing-power assessment: the assessment year and every projected
 * year (the limit is assessed for the year ahead and the term-loan tenor). Other periods show those
 * rows as "—" with the reason `NOT_ASSESSED`.
 */
export function isAssessedPeriod(period: Period, assessmentYear: number): boolean {
  return period.year === assessmentYear || period.kind === 'Projected';
}
