import type { MetricId } from '../formula';
import { rowOf } from '../model';
import type { PeriodKind } from '../periods';

/**
 * How a projected input figure is found (loans-and-projections §7–§9). `typed` is the figure as entered,
 * the default of every cell, so an analysis without assumptions keeps its figures exactly.
 */
export type ProjectionMethod =
  | 'typed'
  | 'growth_pct'
  | 'pct_of_sales'
  | 'holding_months'
  | 'consumption_pct_of_sales'
  | 'carry_forward'
  | 'schedule'
  | 'pct_of_pbt'
  | 'pct_of_pat'
  | 'interest_on_borrowings'
  | 'balancing';

export const PROJECTION_METHODS: readonly ProjectionMethod[] = [
  'typed',
  'growth_pct',
  'pct_of_sales',
  'holding_months',
  'consumption_pct_of_sales',
  'carry_forward',
  'schedule',
  'pct_of_pbt',
  'pct_of_pat',
  'interest_on_borrowings',
  'balancing',
];

/** One cell's assumption: a method and, for the methods that take one, its value (%, or months). */
export interface Driver {
  readonly method: ProjectionMethod;
  readonly value?: number;
}

/** One company's assumptions: by period year, by input id (`opstmt.salesDomestic`). Cells not listed are typed. */
export type CompanyDrivers = Readonly<Record<string, Readonly<Partial<Record<MetricId, Driver>>>>>;

/** The periods whose figures are forecasts, so the only ones a method may drive. */
export const PROJECTED_KINDS: readonly PeriodKind[] = ['Estimated', 'Projected'];

/** The row the balancing figure sits in, and the one a surplus goes to. */
export const BALANCING_ROW: MetricId = 'assetnliabs.wcBorrowingsFromIob';
export const SURPLUS_ROW: MetricId = 'ocaocl.cashAndBankBalance';

/** The sales rows: a percentage of sales cannot drive them (it would be circular). */
export const SALES_ROWS: readonly MetricId[] = ['opstmt.salesDomestic', 'opstmt.salesExports', 'opstmt.others'];

/** Rows Form IV measures in months of a flow, which `holding_months` runs backwards. */
export const HOLDING_ROWS: readonly MetricId[] = [
  'opstmt.closingStockRM',
  'opstmt.closingStockWIP',
  'opstmt.closingStockFinishedGoods',
  'assetnliabs.tradeDebtors6',
  'assetnliabs.sundryCreditorsTrade',
];

/** The gross-block rows a fixed-asset block sits on (land is not depreciated by default). */
export type BlockRow = 'landBuilding' | 'plantMachinery' | 'furnitureFixturesSundries';
export const BLOCK_ROWS: readonly BlockRow[] = ['landBuilding', 'plantMachinery', 'furnitureFixturesSundries'];

/** The term-loan rows the loan schedule fills, each with the lenders it sums and which figure. */
export const LOAN_ROWS: Readonly<Partial<Record<MetricId, { lenders: readonly string[]; figure: 'longTerm' | 'current' }>>> = {
  'assetnliabs.termLoanIob': { lenders: ['our_bank'], figure: 'longTerm' },
  'assetnliabs.termLoanOtherBanks': { lenders: ['other_banks'], figure: 'longTerm' },
  'assetnliabs.termLoanInstitution': { lenders: ['institution'], figure: 'longTerm' },
  'ocaocl.tlInstDueIn1YearIob': { lenders: ['our_bank'], figure: 'current' },
  'ocaocl.tlInstDueIn1YearBankInst': { lenders: ['other_banks', 'institution'], figure: 'current' },
};

/** The fixed-asset rows the `schedule` method fills from the blocks (the rest of `schedule` is the loans'). */
export const FIXED_ASSET_ROWS: readonly MetricId[] = [
  'opstmt.depreciation',
  'assetnliabs.landBuilding',
  'assetnliabs.plantMachinery',
  'assetnliabs.furnitureFixturesSundries',
  'assetnliabs.capitalWorkInProgress',
  'assetnliabs.lessDepreciation',
];

const SCHEDULE_ROWS: readonly MetricId[] = [...FIXED_ASSET_ROWS, ...(Object.keys(LOAN_ROWS) as MetricId[])];

/** Rows with a method of their own beyond growth and % of sales, and where each fits. */
const FITS: Readonly<Partial<Record<ProjectionMethod, readonly MetricId[]>>> = {
  holding_months: HOLDING_ROWS,
  consumption_pct_of_sales: ['opstmt.purchaseRM'],
  carry_forward: [
    'opstmt.openingStockFinishedGoods',
    'opstmt.openingStockWIP',
    'opstmt.openingStockRM',
    'assetnliabs.lessDepreciation',
    'assetnliabs.reservesSurplus',
  ],
  schedule: SCHEDULE_ROWS,
  pct_of_pbt: ['opstmt.provisionForTaxes'],
  pct_of_pat: ['opstmt.dividendDrawings'],
  interest_on_borrowings: ['opstmt.interestFinCharges'],
  balancing: [BALANCING_ROW],
};

/** The range of each method's value; methods absent here take no value. */
export const VALUE_RANGES: Readonly<Partial<Record<ProjectionMethod, { min: number; max: number; unit: string }>>> = {
  growth_pct: { min: -100, max: 1000, unit: '%' },
  pct_of_sales: { min: 0, max: 1000, unit: '%' },
  holding_months: { min: 0, max: 120, unit: 'months' },
  consumption_pct_of_sales: { min: 0, max: 100, unit: '%' },
  pct_of_pbt: { min: 0, max: 100, unit: '%' },
  pct_of_pat: { min: 0, max: 100, unit: '%' },
  interest_on_borrowings: { min: 0, max: 40, unit: '%' },
};

/** The most decimals a method's value carries (2.5 months, 12.25 %). */
export const VALUE_DECIMALS = 4;

/** Whether `method` may drive the input row `id` (independent of the period). */
export function methodFits(method: ProjectionMethod, id: MetricId): boolean {
  if (method === 'typed') {
    return true;
  }
  if (method === 'growth_pct') {
    return true;
  }
  if (method === 'pct_of_sales') {
    return !SALES_ROWS.includes(id);
  }
  return FITS[method]?.includes(id) ?? false;
}

/**
 * Why a driver cannot sit on the input `id` of a period of `kind`, or `null` when it can: only the
 * statements' own input rows (not a derived row, a memo or an "of which"), only a projected period, and
 * only a method that fits the row, with its value in range. The sentence names the row and method.
 */
export function driverError(id: MetricId, kind: PeriodKind, driver: Driver): string | null {
  let row;
  try {
    row = rowOf(id);
  } catch {
    return `${id} is not a row of the statements.`;
  }
  if (!id.startsWith('opstmt.') && !id.startsWith('assetnliabs.') && !id.startsWith('ocaocl.')) {
    return `${id} is not an input of the three statements.`;
  }
  if (row.kind !== 'input') {
    return `${row.label} is computed from other rows; only an input row takes a method.`;
  }
  if (row.optional === true) {
    return `${row.label} is an optional memo or "of which" figure; it is typed only.`;
  }
  if (driver.method === 'typed') {
    return null;
  }
  if (!PROJECTED_KINDS.includes(kind)) {
    return `An ${kind} period holds actual figures: ${row.label} cannot be driven by ${driver.method}.`;
  }
  if (!methodFits(driver.method, id)) {
    return `${driver.method} does not fit ${row.label}.`;
  }
  const range = VALUE_RANGES[driver.method];
  if (range === undefined) {
    return driver.value === undefined ? null : `${driver.method} takes no value.`;
  }
  const v = driver.value;
  if (v === undefined || !Number.isFinite(v)) {
    return `${driver.method} needs a value (${range.unit}).`;
  }
  if (v < range.min || v > range.max) {
    return `${driver.method} takes ${range.min} to ${range.max} ${range.unit}, not ${v}.`;
  }
  if (Math.abs(v - Number(v.toFixed(VALUE_DECIMALS))) > 0) {
    return `${driver.method} takes at most ${VALUE_DECIMALS} decimals.`;
  }
  return null;
}

/**
 * Why one period's drivers do not fit together, or `null`: with the balancing line on, cash & bank holds
 * its surplus, so a method of its own on cash & bank is refused.
 */
export function periodDriversError(drivers: Readonly<Partial<Record<MetricId, Driver>>>): string | null {
  const cash = drivers[SURPLUS_ROW];
  if (drivers[BALANCING_ROW]?.method === 'balancing' && cash !== undefined && cash.method !== 'typed') {
    return 'With the balancing line on, Cash & Bank Balance holds its surplus; it takes no method of its own.';
  }
  return null;
}

/**
 * `drivers` without the methods of the cells `ids` in `year`: a figure typed into a driven cell makes it
 * typed. The same object when none of them was driven, so a caller can tell nothing changed.
 */
export function typedCells<D extends CompanyDrivers>(drivers: D, year: number, ids: readonly string[]): D {
  const cells = drivers[String(year)];
  if (!cells || !ids.some((id) => id in cells)) {
    return drivers;
  }
  const left = Object.fromEntries(Object.entries(cells).filter(([id]) => !ids.includes(id)));
  const next: Record<string, unknown> = { ...drivers, [String(year)]: left };
  if (Object.keys(left).length === 0) {
    delete next[String(year)];
  }
  return next as D;
}
