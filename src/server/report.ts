import type { AmountUnit } from '../contract/constants';
import type { WireTermLoan } from '../contract/term-loans';
import type { WireAssetBlock } from '../contract/projections';
import { UNIT_LABELS } from '../contract/constants';
import { UNIT_ASSUMPTION_LABEL } from '../contract/report';
import type { AssociateConcern, FacilityLimit, ReportModel, UserProfile } from '../contract/report';
import type { VarianceReport } from '../contract/snapshots';
import type { SignOff } from '../contract/sign-off';
import type { CompanyNotes } from '../contract/notes';
import { basisOfProjections } from '../domain/projections/basis';
import type { BasisLine } from '../domain/projections/basis';
import { noteHome } from '../domain/form-notes';
import { analysisResolvers } from '../domain/analysis';
import type { AnalysisInputs } from '../domain/analysis';
import type { CellTexts } from '../domain/cell-texts';
import type { CompanyType } from '../domain/company-type';
import { fundFlowFlag } from '../domain/flags';
import { CMA_FORMS } from '../domain/forms';
import type { CmaForm } from '../domain/forms';
import type { MetricId } from '../domain/formula';
import { INPUT_SCREENS, rowOf } from '../domain/model';
import type { AnyResolve, InputScreenId } from '../domain/model';
import { periodLabel } from '../domain/periods';
import type { CompanyDrivers } from '../domain/projections/drivers';
import { settingsAssumptions } from '../domain/settings';
import type { Settings } from '../domain/settings';
import { assetBlockOf, companyDriversOf } from '../contract/projections';
import { inputsAt, monthsOf, projectionOf, settingsOf, textsAt } from './compute';
import type { LoadedAnalysis } from './repositories/analyses';
import { companyPages } from './report-pages';
import { lineOf } from './report-lines';

/**
 * What the CMA report and the xlsx export are made from: an analysis with its periods, every company's
 * inputs per period, its Form I limits, the settings and the unit. It keeps the report independent of
 * how the storage lays out periods.
 */
export interface AnalysisDocument {
  readonly id: number;
  readonly name: string;
  readonly version: number;
  readonly unit: AmountUnit;
  readonly settings: Settings;
  /** The periods (oldest first), the assessment year and `companies[c][p]`, the inputs of company c in period p. */
  readonly inputs: AnalysisInputs;
  /** `texts[c][p]`: the expressions and notes beside company c's inputs in period p (none when absent). */
  readonly texts?: readonly (readonly CellTexts[])[];
  /** Per company, its projection methods by year and input (none when absent: every figure typed). */
  readonly drivers?: readonly CompanyDrivers[];
  /** Per company, in order: its name, Form I, its term loans, basis of projections and notes (none when absent). */
  readonly companies: readonly {
    readonly name: string;
    /** Its basis of projections in words and figures (`basisOfProjections`). */
    readonly basis?: readonly BasisLine[];
    readonly notes?: CompanyNotes;
    /** How its capital is kept (company when absent): it labels Form VI 2.d and reads a movement of net worth. */
    readonly type?: CompanyType;
    readonly limits: readonly FacilityLimit[];
    /** Form I's associate or group concerns (none when absent). */
    readonly associates?: readonly AssociateConcern[];
    readonly termLoans?: readonly WireTermLoan[];
    /** Its fixed-asset blocks (none when absent), which the `schedule` method reads. */
    readonly fixedAssets?: readonly WireAssetBlock[];
  }[];
  /** The UDIN, place and date of signing (none filled when absent). */
  readonly signOff?: SignOff;
  /** The renewal variance against the last snapshot with a year to compare (the xlsx's sheet; none when absent). */
  readonly variance?: VarianceReport;
}

/** A stored analysis as a document: its periods, every company's inputs in each period, its Form I. */
export function documentOf(loaded: LoadedAnalysis): AnalysisDocument {
  const { analysis, periods } = loaded;
  return {
    id: analysis.id,
    name: analysis.name,
    version: analysis.version,
    unit: analysis.unit,
    settings: settingsOf(loaded),
    inputs: {
      periods,
      assessmentYear: analysis.year,
      companies: loaded.companies.map((c) => periods.map((p) => inputsAt(c, p.year))),
      driven: loaded.companies.map((c) => projectionOf(loaded, c).driven),
      months: monthsOf(loaded),
    },
    texts: loaded.companies.map((c) => periods.map((p) => textsAt(c, p.year))),
    drivers: loaded.companies.map((c) => companyDriversOf(c.projections)),
    companies: loaded.companies.map((c) => ({
      name: c.name,
      type: c.type,
      limits: c.limits,
      associates: c.associates,
      termLoans: c.termLoans,
      fixedAssets: c.fixedAssets,
      basis: basisOfProjections(companyDriversOf(c.projections), periods, c.fixedAssets.map(assetBlockOf)),
      notes: c.notes,
    })),
  };
}

/** Form I's title, as printed (its table is each company's `limits`). */
export const FORM_I_TITLE = 'Form I — Particulars of existing and proposed limits';

type ReportForm = ReportModel['companies'][number]['forms'][number];

/** A form of one company; Form VI carries, per period, the flag of a column whose balance sheets do not tally. */
function formOf(form: CmaForm, resolvers: readonly AnyResolve[], settings: Settings, companyType?: CompanyType): ReportForm {
  const lines = form.items.map((formItem) => lineOf(formItem, resolvers, settings, companyType));
  if (form.id !== 'VI') {
    return { id: form.id, title: form.title, lines };
  }
  return { id: form.id, title: form.title, lines, flags: resolvers.map((resolve) => fundFlowFlag(resolve)?.text ?? null) };
}

/** A form as far as its cell notes go: its id and, per line, the notes per period. */
interface NotedForm {
  readonly id: string;
  readonly lines: readonly { notes?: string[][] }[];
}

/**
 * Forms II–VI of a company with only the analyst's notes on its inputs, each on the line it prints on, per period
 * (the report model's `forms[].lines[].notes`, without evaluating a figure): what the xlsx's Notes sheet lists.
 */
export function formNotesOf(texts: readonly CellTexts[]): NotedForm[] {
  return withNotes(
    CMA_FORMS.map((form) => ({ id: form.id, lines: form.items.map(() => ({})) })),
    texts,
  );
}

/**
 * Forms II–VI with the analyst's notes on the inputs put on the line each prints on ({@link noteHome}), per
 * period ("Sales – Exports: as per audited BS note 12"): the print numbers them as the form's footnotes.
 */
function withNotes<F extends NotedForm>(forms: F[], texts: readonly CellTexts[]): F[] {
  const lines = new Map(forms.map((f) => [f.id, f.lines.map((line) => ({ ...line }))]));
  texts.forEach((period, p) => {
    for (const [screen, byKey] of Object.entries(period.notes) as [InputScreenId, Readonly<Record<string, string>>][]) {
      for (const [key, note] of Object.entries(byKey)) {
        const id: MetricId = `${screen}.${key}`;
        const home = noteHome(id);
        const line = home ? lines.get(home.form)?.[home.item] : undefined;
        if (line) {
          line.notes ??= texts.map(() => []);
          line.notes[p]!.push(`${rowOf(id).label}: ${note}`);
        }
      }
    }
  });
  return forms.map((f) => ({ ...f, lines: lines.get(f.id)! }));
}

/**
 * Forms II and III with each input's detail lines printed indented under the line that prints the input
 * ({@link noteHome}): one line per position in the lists, its label from the first period that has it, its
 * amount per period ("—" in a period where the row has no such line).
 */
function withDetails(forms: ReportForm[], texts: readonly CellTexts[]): ReportForm[] {
  return forms.map((form) => {
    if (form.id !== 'II' && form.id !== 'III') {
      return form;
    }
    const under = new Map<number, ReportForm['lines']>();
    for (const screen of INPUT_SCREENS) {
      const keys = new Set(texts.flatMap((period) => Object.keys(period.details[screen] ?? {})));
      for (const key of keys) {
        const home = noteHome(`${screen}.${key}`);
        if (home?.form !== form.id) {
          continue;
        }
        const byPeriod = texts.map((period) => period.details[screen]?.[key] ?? []);
        const count = Math.max(...byPeriod.map((lines) => lines.length));
        const lines = Array.from({ length: count }, (_, i) => ({
          no: '',
          label: byPeriod.find((l) => l[i] && l[i].label !== '')?.[i]?.label ?? '',
          heading: false,
          format: 'amount' as const,
          values: byPeriod.map((l) => l[i]?.amount ?? null),
          detail: true,
        }));
        under.set(home.item, [...(under.get(home.item) ?? []), ...lines]);
      }
    }
    return under.size === 0 ? form : { ...form, lines: form.lines.flatMap((line, i) => [line, ...(under.get(i) ?? [])]) };
  });
}

/** The assumptions that are not settings: the unit the figures are entered in and the assessment year (report and xlsx). */
export function documentAssumptions(doc: AnalysisDocument): { label: string; value: string }[] {
  const assessed = doc.inputs.periods.find((p) => p.year === doc.inputs.assessmentYear);
  return [
    { label: UNIT_ASSUMPTION_LABEL, value: UNIT_LABELS[doc.unit] },
    { label: 'Assessment year', value: assessed ? periodLabel(assessed) : String(doc.inputs.assessmentYear) },
  ];
}

/** Every setting in effect as the report prints it (the settings catalogue's order and wording), then {@link documentAssumptions}. */
export function assumptionsOf(doc: AnalysisDocument): { label: string; value: string }[] {
  return [...settingsAssumptions(doc.settings), ...documentAssumptions(doc)];
}

/**
 * The CMA report of an analysis (GET /api/analyses/{id}/report/): Forms I–VI of every company over all
 * periods, oldest first, labels following the settings, "—" with its reason, Form VI's column flags, the
 * checks across years,
 * the assumptions in effect and the cover's profile. Built from the domain's form catalogues
 * (cma-forms §3, §4), evaluated with the same resolvers as every screen.
 */
export function reportModelOf(doc: AnalysisDocument, profile: UserProfile, now: Date = new Date()): ReportModel {
  const { settings, inputs } = doc;
  const resolvers = analysisResolvers(inputs, settings);
  return {
    analysis: { id: doc.id, name: doc.name, unit: doc.unit, unit_label: UNIT_LABELS[doc.unit], version: doc.version },
    assessment_year: inputs.assessmentYear,
    periods: inputs.periods.map((p) => ({ year: p.year, kind: p.kind, label: periodLabel(p) })),
    companies: doc.companies.map((company, c) => ({
      name: company.name,
      limits: [...company.limits],
      associates: [...(company.associates ?? [])],
      forms: [
        { id: 'I', title: FORM_I_TITLE, lines: [] },
        ...withDetails(
          withNotes(
            CMA_FORMS.map((form) => formOf(form, resolvers[c]!, settings, company.type)),
            doc.texts?.[c] ?? [],
          ),
          doc.texts?.[c] ?? [],
        ),
      ],
      ...(company.basis ? { basis: company.basis.map(({ label, text }) => ({ label, text })) } : {}),
      ...(company.notes ? { notes: company.notes } : {}),
      ...companyPages({
        resolvers: resolvers[c]!,
        periods: inputs.periods,
        assessmentYear: inputs.assessmentYear,
        settings,
        limits: company.limits,
        associates: company.associates ?? [],
        unitLabel: UNIT_LABELS[doc.unit],
        ...(company.type ? { type: company.type } : {}),
      }),
    })),
    assumptions: assumptionsOf(doc),
    profile,
    sign_off: doc.signOff ?? {},
    generated_at: now.toISOString(),
  };
}
