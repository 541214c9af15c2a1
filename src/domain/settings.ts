// Over 300 lines: the settings catalogue, one entry per setting, is the only place each setting is spelled.
/**
 * The assessment settings of one analysis: one catalogue, with the banking defaults of cma-domain §4, §5
 * and §9. Each entry is the only place a setting is spelled: the `Settings` type, the defaults, the
 * contract's validation, the settings panel, the undo labels, the report's assumptions and the xlsx
 * Assumptions sheet all read it. Adding a setting is one entry here (and the code that uses its value).
 */

/** The unit a numeric setting is entered in: `%` is a percentage (25 means 25 %). */
export type SettingUnit = '%' | 'times' | 'months';

/**
 * Where a setting is shown and how the report prints it: each group is a heading in the settings panel;
 * a `oneLine` group prints as one line of the report's assumptions (so they keep to one page).
 */
export const SETTING_GROUPS = {
  assessment: { title: 'Assessment', oneLine: false },
  termLoans: { title: 'Term loans', oneLine: false },
  checks: { title: 'Checks across years', oneLine: true },
  flags: { title: "Banker's flags", oneLine: true },
  norms: { title: 'Form IV holding norms, months', oneLine: true },
  breakEven: { title: 'Break-even: variable share of each cost', oneLine: true },
  importBands: { title: 'Import mapping: confidence bands', oneLine: true },
  renewal: { title: 'Renewal', oneLine: false },
} as const satisfies Record<string, { title: string; oneLine: boolean }>;
export type SettingGroup = keyof typeof SETTING_GROUPS;

interface SpecBase {
  readonly key: string;
  /** The full wording, standing alone: the report's assumptions, the xlsx Assumptions sheet. */
  readonly label: string;
  /** The wording under the group's heading: the settings panel, the undo steps, a one-line group in the report. */
  readonly shortLabel: string;
  readonly group: SettingGroup;
}
/** A number in `[min, max]`, in `unit`; `excel` is the number format of its Assumptions cell. */
export interface NumberSettingSpec extends SpecBase {
  readonly kind: 'number';
  readonly unit: SettingUnit;
  readonly min: number;
  readonly max: number;
  readonly default: number;
  readonly excel: string;
  /** 0 means "not set" (printed "—"), as for the Form IV norms. */
  readonly zeroIsNone?: boolean;
}
/** One of a few named choices (the xlsx Assumptions cell lists their values for validation). */
export interface ChoiceSettingSpec extends SpecBase {
  readonly kind: 'choice';
  readonly options: readonly { readonly value: string; readonly label: string; readonly shortLabel: string }[];
  readonly default: string;
}
/** Yes or no. */
export interface BooleanSettingSpec extends SpecBase {
  readonly kind: 'boolean';
  readonly default: boolean;
}
export type SettingSpec = NumberSettingSpec | ChoiceSettingSpec | BooleanSettingSpec;

const pct = { kind: 'number', unit: '%', min: 0, max: 100, excel: '0.00%' } as const;
const times = { kind: 'number', unit: 'times', min: 0, max: 10, excel: '0.00' } as const;
const months = { kind: 'number', unit: 'months', min: 0, max: 36, excel: '0.0' } as const;
const breakEvenShare = <K extends string>(key: K, cost: string, dflt: number) =>
  ({ ...pct, key, group: 'breakEven', label: `Break-even: variable share of ${cost}`, shortLabel: cost, default: dflt }) as const;

/** Every setting, in the order of the panel, the report and the xlsx Assumptions sheet. */
export const SETTINGS_CATALOGUE = [
  {
    ...pct,
    key: 'tandonMarginPct',
    group: 'assessment',
    label: 'Tandon: minimum stipulated NWC (% of current assets)',
    shortLabel: 'Tandon margin',
    default: 25,
  },
  {
    ...pct,
    key: 'nayakRequirementPct',
    group: 'assessment',
    label: 'Nayak: working-capital requirement (% of projected turnover)',
    shortLabel: 'Nayak requirement (of turnover)',
    default: 25,
  },
  {
    ...pct,
    key: 'nayakMarginPct',
    group: 'assessment',
    label: "Nayak: borrower's minimum margin (% of turnover)",
    shortLabel: 'Nayak margin (of turnover)',
    default: 5,
  },
  {
    // cma-domain §5 V: `paidStock` takes the stock margin on stock less trade creditors (common bank
    // practice); `strict` takes the margins first and deducts creditors in full. They differ by margin × creditors.
    kind: 'choice',
    key: 'drawingPowerMethod',
    group: 'assessment',
    label: 'Drawing-power method',
    shortLabel: 'Drawing power on stock',
    options: [
      { value: 'paidStock', label: 'Margin on paid stock (stock less creditors)', shortLabel: 'paid stock' },
      { value: 'strict', label: 'Strict (margins first, then creditors deducted)', shortLabel: 'strict' },
    ],
    default: 'paidStock',
  },
  { ...pct, key: 'stockMarginPct', group: 'assessment', label: 'Drawing power: margin on stock', shortLabel: 'Stock margin', default: 25 },
  {
    ...pct,
    key: 'bookDebtMarginPct',
    group: 'assessment',
    label: 'Drawing power: margin on book debts (under 6 months)',
    shortLabel: 'Book-debt margin',
    default: 50,
  },
  // Banks use 1.25–1.5 (cma-domain §9).
  { ...times, key: 'dscrFloor', group: 'termLoans', label: 'Minimum acceptable net DSCR (times)', shortLabel: 'DSCR floor', default: 1.25 },
  {
    ...times,
    key: 'dscrAverageFloor',
    group: 'termLoans',
    label: 'Minimum acceptable average DSCR over the tenor (times)',
    shortLabel: 'Average DSCR floor (tenor)',
    default: 1.5,
  },
  {
    // Banks differ on the moratorium years (interest but no principal due); including them is the common reading.
    kind: 'boolean',
    key: 'dscrExcludeMoratoriumYears',
    group: 'termLoans',
    label: 'DSCR over the tenor leaves out the moratorium years',
    shortLabel: 'Leave moratorium years out of the tenor DSCR',
    default: false,
  },
  // Checks across years (cma-forms §4.7): warnings only, they never block.
  {
    ...times,
    key: 'jumpRiseTimes',
    group: 'checks',
    min: 1,
    max: 100,
    label: 'Checks across years: a rise above this many times the year before',
    shortLabel: 'Rise against the year before above',
    default: 3,
  },
  {
    ...pct,
    key: 'jumpFallPct',
    group: 'checks',
    label: 'Checks across years: a fall above this % against the year before',
    shortLabel: 'Fall against the year before above',
    default: 70,
  },
  // Banker's flags (docs/domain.md "Banker's flags"); the current-ratio floor is the Tandon Committee's 1.33.
  { ...times, key: 'tolTnwCeiling', group: 'flags', max: 100, label: "Banker's flags: TOL / TNW above (times)", shortLabel: 'TOL / TNW above', default: 3 },
  {
    ...times,
    key: 'currentRatioFloor',
    group: 'flags',
    label: "Banker's flags: current ratio below (times)",
    shortLabel: 'Current ratio below',
    default: 1.33,
  },
  {
    ...months,
    key: 'receivableMonthsCeiling',
    group: 'flags',
    label: "Banker's flags: receivables above (months' gross sales)",
    shortLabel: 'Receivables above',
    default: 3,
  },
  {
    ...months,
    key: 'creditorMonthsCeiling',
    group: 'flags',
    label: "Banker's flags: creditors above (months' purchases)",
    shortLabel: 'Creditors above',
    default: 3,
  },
  {
    ...months,
    key: 'rmNormMonths',
    group: 'norms',
    zeroIsNone: true,
    label: 'Form IV holding norm: raw material (months)',
    shortLabel: 'Raw material',
    default: 0,
  },
  {
    ...months,
    key: 'wipNormMonths',
    group: 'norms',
    zeroIsNone: true,
    label: 'Form IV holding norm: stock in process (months)',
    shortLabel: 'Stock in process',
    default: 0,
  },
  {
    ...months,
    key: 'fgNormMonths',
    group: 'norms',
    zeroIsNone: true,
    label: 'Form IV holding norm: finished goods (months)',
    shortLabel: 'Finished goods',
    default: 0,
  },
  breakEvenShare('breakEvenVariablePctRawMaterial', 'raw material', 100),
  breakEvenShare('breakEvenVariablePctPowerFuel', 'power & fuel', 100),
  breakEvenShare('breakEvenVariablePctMfgDirect', 'mfg / direct expenses', 100),
  breakEvenShare('breakEvenVariablePctDirectLabour', 'direct labour', 0),
  breakEvenShare('breakEvenVariablePctRepairs', 'repairs & maintenance', 0),
  breakEvenShare('breakEvenVariablePctDepreciation', 'depreciation', 0),
  breakEvenShare('breakEvenVariablePctSellingAdm', 'selling & administration', 0),
  breakEvenShare('breakEvenVariablePctInterest', 'interest & finance charges', 0),
  // docs/import.md: a proposed line at or above the auto band goes in unless the analyst changes it; at or above the
  // review band it is shown for a decision; below, nothing is proposed.
  {
    ...pct,
    key: 'importAutoBand',
    group: 'importBands',
    min: 50,
    label: 'Import mapping: a line goes in by itself from this confidence',
    shortLabel: 'auto from',
    default: 90,
  },
  {
    ...pct,
    key: 'importReviewBand',
    group: 'importBands',
    min: 0,
    label: 'Import mapping: a line is proposed for review from this confidence',
    shortLabel: 'review from',
    default: 70,
  },
  // docs/report.md "Renewal variance": banks query a deviation of projections from actuals beyond about a fifth.
  {
    ...pct,
    key: 'varianceThresholdPct',
    group: 'renewal',
    max: 1000,
    label: 'Renewal variance: flag a line whose actual differs from the projected by more than (%)',
    shortLabel: 'Flag a projected-vs-actual deviation above',
    default: 20,
  },
] as const satisfies readonly SettingSpec[];

/** One entry of the catalogue, its key and kind as literal types. */
export type SettingEntry = (typeof SETTINGS_CATALOGUE)[number];
type Entry = SettingEntry;
type ValueOf<E> = E extends { kind: 'number' }
  ? number
  : E extends { kind: 'boolean' }
    ? boolean
    : E extends { options: readonly { value: infer V }[] }
      ? V
      : never;

/** The settings of one analysis, one field per catalogue entry (units as the entry's `unit`). */
export type Settings = { readonly [E in Entry as E['key']]: ValueOf<E> };

/** The names of the numeric settings, for formulas that read one. */
export type SettingKey = Extract<Entry, { kind: 'number' }>['key'];

/** The defaults a new analysis starts with (cma-domain §4, §5, §9). */
export const DEFAULT_SETTINGS: Settings = Object.freeze(Object.fromEntries(SETTINGS_CATALOGUE.map((e) => [e.key, e.default])) as unknown as Settings);

/** The catalogue entry of each setting, by key. */
export const SETTING_SPECS = Object.fromEntries(SETTINGS_CATALOGUE.map((e) => [e.key, e])) as unknown as {
  readonly [K in keyof Settings]: Extract<Entry, { key: K }>;
};

/** A setting's value as the analyst reads it: "25%", "1.5", "paid stock" (`short`) or its option's label, "yes"; a 0 that means none is "—". */
export function settingText(key: keyof Settings, value: Settings[keyof Settings], short = true): string {
  const spec: SettingSpec = SETTING_SPECS[key];
  if (spec.kind === 'choice') {
    const option = spec.options.find((o) => o.value === value);
    return option ? (short ? option.shortLabel : option.label) : String(value);
  }
  if (spec.kind === 'boolean') {
    return value ? 'yes' : 'no';
  }
  if (spec.zeroIsNone && value === 0) {
    return '—';
  }
  return spec.unit === '%' ? `${String(value)}%` : String(value);
}

/** A setting's name standing alone in a step label: its short label, after its group's title when the group prints on one line. */
export function settingName(key: keyof Settings): string {
  const spec: SettingSpec = SETTING_SPECS[key];
  const group = SETTING_GROUPS[spec.group];
  return group.oneLine ? `${group.title}: ${spec.shortLabel}` : spec.shortLabel;
}

/**
 * The settings as the report's assumptions print them, in catalogue order: one line per setting, and one
 * line per `oneLine` group ("Banker's flags: TOL / TNW above · Current ratio below …", "3 · 1.33 …"); a
 * group whose settings are all "none" prints "none set".
 */
export function settingsAssumptions(settings: Settings): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const printed = new Set<SettingGroup>();
  for (const spec of SETTINGS_CATALOGUE) {
    const group = SETTING_GROUPS[spec.group];
    if (!group.oneLine) {
      lines.push({ label: spec.label, value: settingText(spec.key, settings[spec.key], false) });
    } else if (!printed.has(spec.group)) {
      printed.add(spec.group);
      const members = SETTINGS_CATALOGUE.filter((s) => s.group === spec.group);
      const texts = members.map((s) => settingText(s.key, settings[s.key], false));
      lines.push({
        label: `${group.title}: ${members.map((s) => s.shortLabel).join(' · ')}`,
        value: texts.every((t) => t === '—') ? 'none set' : texts.join(' · '),
      });
    }
  }
  return lines;
}
