import type { VarianceReport } from '../contract/snapshots';
import type { SnapshotSummary } from '../contract/snapshots';
import { termLoanOf } from '../contract/term-loans';
import { UNIT_EXPONENT, UNIT_LABELS } from '../contract/constants';
import type { AmountUnit } from '../contract/constants';
import { companyLoans } from '../domain/loans/company';
import { periodLabel } from '../domain/periods';
import { lineFigures, renewalVariance, restated, VARIANCE_LINES } from '../domain/variance';
import type { VarianceFigures } from '../domain/variance';
import { periodResolvers, settingsOf } from './compute';
import type { LoadedAnalysis } from './repositories/analyses';
import { reasonKey } from './repositories/submissions';
import type { submissionsRepository } from './repositories/submissions';
import type { VarianceReasons } from './repositories/submissions';

/** The variance lines' figures of every company in every period of a stored analysis (DSCR from its term loans). */
export function varianceFiguresOf(loaded: LoadedAnalysis): VarianceFigures {
  const settings = settingsOf(loaded);
  const resolvers = periodResolvers(loaded);
  return {
    periods: loaded.periods.map(({ year, kind }) => ({ year, kind })),
    companies: loaded.companies.map((company, c) => {
      const loans = company.termLoans.map(termLoanOf);
      const dscr = loans.length > 0 ? companyLoans(loans, loaded.periods, resolvers[c]!, settings).dscr : [];
      return {
        name: company.name,
        byYear: Object.fromEntries(loaded.periods.map((p, i) => [String(p.year), lineFigures(resolvers[c]![i]!, dscr[i]?.dscr ?? null)])),
      };
    }),
  };
}

const LINE_META = new Map(VARIANCE_LINES.map((l) => [l.id, l]));

/**
 * GET /api/analyses/{id}/variance/?snapshot={sid}: the snapshot's projected figures beside the analysis's actuals
 * now (in today's unit), with the analyst's reasons, flagged above the analysis's `varianceThresholdPct`.
 */
export function varianceReportOf(
  loaded: LoadedAnalysis,
  snapshot: { summary: SnapshotSummary; figures: VarianceFigures; file: { unit: AmountUnit } },
  reasons: VarianceReasons,
): VarianceReport {
  return varianceReportFrom({
    snapshot: snapshot.summary,
    // A snapshot taken before a change of the entry unit is compared in the unit of today.
    projected: restated(snapshot.figures, UNIT_EXPONENT[snapshot.file.unit] - UNIT_EXPONENT[loaded.analysis.unit]),
    actual: varianceFiguresOf(loaded),
    thresholdPct: settingsOf(loaded).varianceThresholdPct,
    unit: loaded.analysis.unit,
    reasons,
  });
}

/** The renewal variance on the wire from the snapshot's figures (in `unit`) and today's ({@link renewalVariance}). */
export function varianceReportFrom(input: {
  snapshot: SnapshotSummary;
  projected: VarianceFigures;
  actual: VarianceFigures;
  thresholdPct: number;
  unit: AmountUnit;
  reasons: VarianceReasons;
}): VarianceReport {
  const num = (d: { toNumber(): number } | null) => (d === null ? null : d.toNumber());
  return {
    snapshot: input.snapshot,
    threshold_pct: input.thresholdPct,
    unit_label: UNIT_LABELS[input.unit],
    companies: renewalVariance(input.projected, input.actual, input.thresholdPct).map((company, position) => ({
      name: company.name,
      years: company.years.map((y) => ({
        year: y.year,
        label: periodLabel({ year: y.year, kind: y.actualKind }),
        projected_kind: y.projectedKind,
        actual_kind: y.actualKind,
        lines: y.rows.map((r) => ({
          line: r.line,
          label: LINE_META.get(r.line)!.label,
          unit: LINE_META.get(r.line)!.unit,
          projected: num(r.projected),
          actual: num(r.actual),
          difference: num(r.difference),
          pct: num(r.pct),
          flagged: r.flagged,
          note: r.reason,
          reason: input.reasons.get(reasonKey(position, y.year, r.line)) ?? '',
        })),
      })),
    })),
  };
}

/**
 * The renewal variance against the newest snapshot that has a year to compare (the last renewal), with the
 * analyst's reasons, for the xlsx's sheet; undefined when no snapshot has one.
 */
export async function lastRenewalVariance(submissions: ReturnType<typeof submissionsRepository>, loaded: LoadedAnalysis): Promise<VarianceReport | undefined> {
  for (const summary of await submissions.listSnapshots(loaded.analysis.id)) {
    const stored = await submissions.snapshot(loaded.analysis.id, summary.id);
    const report = varianceReportOf(loaded, stored, await submissions.reasons(summary.id));
    if (report.companies.some((c) => c.years.length > 0)) {
      return report;
    }
  }
  return undefined;
}
