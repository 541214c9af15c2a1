import type { Settings } from '../../../domain/settings';

/** How the analyst knows a setting: its label and the unit its value is in (cma-domain §4, §5, §9). */
export interface SettingLabel {
  readonly label: string;
  readonly unit: '%' | 'times' | 'months' | null;
}

/** The label of every setting, for the settings panel and the undo steps that change one. */
export const SETTING_LABELS: Readonly<Record<keyof Settings, SettingLabel>> = {
  drawingPowerMethod: { label: 'Drawing power on stock', unit: null },
  stockMarginPct: { label: 'Stock margin', unit: '%' },
  bookDebtMarginPct: { label: 'Book-debt margin', unit: '%' },
  nayakRequirementPct: { label: 'Nayak requirement (of turnover)', unit: '%' },
  nayakMarginPct: { label: 'Nayak margin (of turnover)', unit: '%' },
  tandonMarginPct: { label: 'Tandon margin', unit: '%' },
  dscrFloor: { label: 'DSCR floor', unit: 'times' },
  dscrAverageFloor: { label: 'Average DSCR floor (tenor)', unit: 'times' },
  dscrExcludeMoratoriumYears: { label: 'Leave moratorium years out of the tenor DSCR', unit: null },
  breakEvenVariablePctRawMaterial: { label: 'Break-even: raw material variable', unit: '%' },
  breakEvenVariablePctPowerFuel: { label: 'Break-even: power & fuel variable', unit: '%' },
  breakEvenVariablePctMfgDirect: { label: 'Break-even: mfg / direct expenses variable', unit: '%' },
  breakEvenVariablePctDirectLabour: { label: 'Break-even: direct labour variable', unit: '%' },
  breakEvenVariablePctRepairs: { label: 'Break-even: repairs variable', unit: '%' },
  breakEvenVariablePctDepreciation: { label: 'Break-even: depreciation variable', unit: '%' },
  breakEvenVariablePctSellingAdm: { label: 'Break-even: selling & admin variable', unit: '%' },
  breakEvenVariablePctInterest: { label: 'Break-even: interest variable', unit: '%' },
  jumpRiseTimes: { label: 'Check: rise against the year before above', unit: 'times' },
  jumpFallPct: { label: 'Check: fall against the year before above', unit: '%' },
  tolTnwCeiling: { label: 'Flag: TOL / TNW above', unit: 'times' },
  currentRatioFloor: { label: 'Flag: current ratio below', unit: 'times' },
  receivableMonthsCeiling: { label: 'Flag: receivables above', unit: 'months' },
  creditorMonthsCeiling: { label: 'Flag: creditors above', unit: 'months' },
  rmNormMonths: { label: 'Form IV norm: raw material (0 = none)', unit: 'months' },
  wipNormMonths: { label: 'Form IV norm: stock in process (0 = none)', unit: 'months' },
  fgNormMonths: { label: 'Form IV norm: finished goods (0 = none)', unit: 'months' },
};

/** The drawing-power methods as a step label names them. */
const METHOD_NAMES: Readonly<Record<Settings['drawingPowerMethod'], string>> = { paidStock: 'paid stock', strict: 'strict' };

/** A setting's value as a step label shows it: "25%", "1.5", "paid stock". */
export function settingText<K extends keyof Settings>(name: K, value: Settings[K]): string {
  if (name === 'drawingPowerMethod') {
    return METHOD_NAMES[value as Settings['drawingPowerMethod']];
  }
  if (typeof value === 'boolean') {
    return value ? 'yes' : 'no';
  }
  return SETTING_LABELS[name].unit === '%' ? `${value}%` : String(value);
}

/**
 * The undo label of a change of settings: "DSCR floor 1.25 → 1.5" for one setting, the names of
 * the settings for several ("Stock margin, DSCR floor").
 */
export function settingsStepLabel(before: Settings, after: Settings): string {
  const changed = (Object.keys(SETTING_LABELS) as (keyof Settings)[]).filter((name) => before[name] !== after[name]);
  if (changed.length === 1) {
    const name = changed[0]!;
    return `${SETTING_LABELS[name].label} ${settingText(name, before[name])} → ${settingText(name, after[name])}`;
  }
  return changed.map((name) => SETTING_LABELS[name].label).join(', ');
}
