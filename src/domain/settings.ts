/**
 * The assessment settings of one analysis, with the banking defaults of cma-domain §4, §5 and §9.
 * They live here and only here; screens show them where they are used.
 */
export interface Settings {
  /**
   * Drawing power on stock (cma-domain §5 V): `paidStock` takes the stock margin on stock less trade
   * creditors (the default, common bank practice); `strict` takes the margins first and then deducts
   * creditors in full. The two differ by the stock margin × creditors.
   */
  readonly drawingPowerMethod: 'paidStock' | 'strict';
  /** Margin on stock for drawing power, % (default 25). */
  readonly stockMarginPct: number;
  /** Margin on book debts under 6 months for drawing power, % (default 50). */
  readonly bookDebtMarginPct: number;
  /** Nayak turnover method: working-capital requirement as % of projected turnover (default 25). */
  readonly nayakRequirementPct: number;
  /** Nayak turnover method: borrower's minimum margin as % of turnover (default 5). */
  readonly nayakMarginPct: number;
  /** Tandon: minimum stipulated NWC as % of current assets (Method II) or of the gap (Method I), default 25. */
  readonly tandonMarginPct: number;
  /** The lowest acceptable net DSCR, times (default 1.25; banks use 1.25–1.5, cma-domain §9). */
  readonly dscrFloor: number;
  /** The lowest acceptable average DSCR over a term loan's tenor, times (default 1.50). */
  readonly dscrAverageFloor: number;
  /**
   * Leave out of the DSCR over the tenor the years with term-loan interest but no principal due (the
   * moratorium years), default false: banks differ, and including them is the common reading.
   */
  readonly dscrExcludeMoratoriumYears: boolean;
  /** Break-even: the variable share, %, of raw material consumed (default 100). */
  readonly breakEvenVariablePctRawMaterial: number;
  /** Break-even: the variable share, %, of power & fuel (default 100). */
  readonly breakEvenVariablePctPowerFuel: number;
  /** Break-even: the variable share, %, of manufacturing / direct expenses (default 100). */
  readonly breakEvenVariablePctMfgDirect: number;
  /** Break-even: the variable share, %, of direct labour (default 0). */
  readonly breakEvenVariablePctDirectLabour: number;
  /** Break-even: the variable share, %, of repairs & maintenance (default 0). */
  readonly breakEvenVariablePctRepairs: number;
  /** Break-even: the variable share, %, of depreciation (default 0). */
  readonly breakEvenVariablePctDepreciation: number;
  /** Break-even: the variable share, %, of selling & administration expenses (default 0). */
  readonly breakEvenVariablePctSellingAdm: number;
  /** Break-even: the variable share, %, of interest & finance charges (default 0). */
  readonly breakEvenVariablePctInterest: number;

  // ---- checks across years (cma-forms §4.7): warnings only, they never block ----
  /** A figure (sales, debtors, creditors, stocks) more than this many times the year before is flagged as a likely unit or typing slip (default 3). */
  readonly jumpRiseTimes: number;
  /** A figure that falls by more than this % against the year before is flagged likewise (default 70). */
  readonly jumpFallPct: number;

  // ---- banker's flags: figures a credit officer reads first (docs/domain.md "Banker's flags") ----
  /** TOL / TNW above this is flagged, times (default 3.0). */
  readonly tolTnwCeiling: number;
  /** A current ratio below this is flagged, times (default 1.33, Tandon Committee). */
  readonly currentRatioFloor: number;
  /** Receivables above this many months' gross sales are flagged (default 3). */
  readonly receivableMonthsCeiling: number;
  /** Creditors above this many months' purchases are flagged (default 3). */
  readonly creditorMonthsCeiling: number;
  /** Form IV holding norms, months: raw material, stock in process, finished goods above them are flagged; 0 = no norm set (default). */
  readonly rmNormMonths: number;
  readonly wipNormMonths: number;
  readonly fgNormMonths: number;
}

/** The names of the numeric settings, for formulas that read one. */
export type SettingKey = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

/** The defaults a new analysis starts with (cma-domain §4, §5, §9). */
export const DEFAULT_SETTINGS: Settings = Object.freeze({
  drawingPowerMethod: 'paidStock',
  stockMarginPct: 25,
  bookDebtMarginPct: 50,
  nayakRequirementPct: 25,
  nayakMarginPct: 5,
  tandonMarginPct: 25,
  dscrFloor: 1.25,
  dscrAverageFloor: 1.5,
  dscrExcludeMoratoriumYears: false,
  breakEvenVariablePctRawMaterial: 100,
  breakEvenVariablePctPowerFuel: 100,
  breakEvenVariablePctMfgDirect: 100,
  breakEvenVariablePctDirectLabour: 0,
  breakEvenVariablePctRepairs: 0,
  breakEvenVariablePctDepreciation: 0,
  breakEvenVariablePctSellingAdm: 0,
  breakEvenVariablePctInterest: 0,
  jumpRiseTimes: 3,
  jumpFallPct: 70,
  tolTnwCeiling: 3,
  currentRatioFloor: 1.33,
  receivableMonthsCeiling: 3,
  creditorMonthsCeiling: 3,
  rmNormMonths: 0,
  wipNormMonths: 0,
  fgNormMonths: 0,
});
