import type { RowDef } from './catalogue';
import { tandonMethodIMargin } from './assessment/wctl';
import type { FormItem } from './forms';
import { ref, sub } from './formula';
import type { MetricId, ScreenId } from './formula';
import { SCREENS } from './screens';
import { ruleOfRow } from './verdict';

/**
 * The pages of the printed CMA beyond Forms I–VI that print the analysis screens' own rows (key ratios,
 * key financial indicators, the assessment of working capital, drawing power, security margin): each a
 * list of form items over the screens' rows, so the report evaluates them with the same rules ("NM",
 * "—" and its reason, labels naming the settings in effect) as the forms and the screens. No figure is
 * computed here: every item is a screen row, or a difference of two rows the page prints beside it.
 */

/** The analysis pages, in the order a bank reads them (after Forms I–VI). */
export const ANALYSIS_PAGE_IDS = ['ratios', 'kfi', 'assessment', 'drawing_power', 'security'] as const;
export type AnalysisPageId = (typeof ANALYSIS_PAGE_IDS)[number];

/** One analysis page: its id, title as printed, the short name of its running head, and its items in order. */
export interface AnalysisPage {
  readonly id: AnalysisPageId;
  readonly title: string;
  readonly head: string;
  readonly items: readonly FormItem[];
}

/** A screen row as a printed item: its label (naming its setting), its figure and its "NM" rule. */
function rowItem(screen: ScreenId, row: RowDef): FormItem {
  if (row.kind === 'header') {
    return { no: '', label: row.label, value: null };
  }
  const id: MetricId = `${screen}.${row.key}`;
  return {
    no: '',
    label: row.label,
    value: ref(id),
    ...(row.kind === 'derived' && row.norm ? { norm: row.norm } : {}),
    ...(row.kind === 'derived' && ruleOfRow(row) ? { rule: ruleOfRow(row)! } : {}),
  };
}

/** The rows of `screen` from the header or row `from` up to, not including, `to` (to the end when absent). */
function section(screen: ScreenId, from: string, to?: string): FormItem[] {
  const rows = SCREENS[screen].rows;
  const start = rows.findIndex((r) => r.key === from);
  const end = to === undefined ? rows.length : rows.findIndex((r) => r.key === to);
  if (start < 0 || end < 0) {
    throw new Error(`No rows ${from}…${to ?? 'end'} on ${screen}`);
  }
  return rows.slice(start, end).map((row) => rowItem(screen, row));
}

/** The rows named, in order (a heading by its label). */
function rowsOf(screen: ScreenId, keys: readonly string[]): FormItem[] {
  return keys.map((key) => {
    const row = SCREENS[screen].rows.find((r) => r.key === key);
    if (!row) {
      throw new Error(`No row ${screen}.${key}`);
    }
    return rowItem(screen, row);
  });
}

/** Numbers the items that carry a figure 1, 2, … (a heading keeps no number), for the footnotes' references. */
function numbered(items: readonly FormItem[]): FormItem[] {
  let n = 0;
  return items.map((it) => (it.value === null ? it : { ...it, no: String(++n) }));
}

const heading = (label: string): FormItem => ({ no: '', label, value: null });
const w = (key: string) => ref(`wctl.${key}`);

/**
 * The assessment of working capital (cma-domain §4, §9): the working capital gap, Tandon's first method
 * (the margin of 25% of the gap, MPBF I) and second method (B, C, I, II, MPBF II) one after the other, the
 * excess or shortfall against the bank borrowings, and the turnover method (Nayak Committee) with its
 * figures. The limit requested in Form I and the recommended limit are added by the report, which has Form I.
 */
const ASSESSMENT_ITEMS: FormItem[] = [
  heading('WORKING CAPITAL GAP'),
  ...rowsOf('wctl', ['TOTAL_CHARGEABLE_CA', 'TOTAL_LIABILITIES', 'Working_Capital_Gap_A']),
  heading('TANDON METHOD I: 25% OF THE GAP FROM LONG-TERM SOURCES'),
  { no: '', label: "Borrower's margin: 25% of the gap", value: tandonMethodIMargin, norm: 'tandonMarginPct' },
  { no: '', label: 'Gap less the margin', value: sub(w('Working_Capital_Gap_A'), tandonMethodIMargin) },
  ...rowsOf('wctl', ['MPBF_Tandon_Method_I']),
  heading('TANDON METHOD II: 25% OF CURRENT ASSETS FROM LONG-TERM SOURCES'),
  ...rowsOf('wctl', [
    'twenrtfive_percent_Margin_on_C_A_B',
    'Actual_and_Projected_N_W_C',
    'A_B_I',
    'A_C_II',
    'MPBF_Lower_of_I_or_II',
    'Shortfall_in_NWC',
    'excess_borrowings_representing',
    'Excess_Bank_Borrowing_over_MPBF',
  ]),
  ...section('kfi', 'h_nayakCommittee', 'h_structuringOfLimits'),
];

/** Every analysis page, in print order. */
export const ANALYSIS_PAGES: readonly AnalysisPage[] = [
  { id: 'ratios', title: 'Key ratios', head: 'Key ratios', items: numbered(section('ratios', 'h_operatingData')) },
  {
    id: 'kfi',
    title: 'Key financial indicators',
    head: 'KFI',
    items: numbered(section('kfi', 'h_keyFinancialIndicators', 'h_nayakCommittee')),
  },
  { id: 'assessment', title: 'Assessment of working capital', head: 'Assessment of WC', items: numbered(ASSESSMENT_ITEMS) },
  {
    id: 'drawing_power',
    title: 'Drawing power (assessment year and projected years)',
    head: 'Drawing power',
    items: numbered(section('kfi', 'h_structuringOfLimits')),
  },
  {
    id: 'security',
    title: 'Security margin and fixed-asset coverage',
    head: 'Security margin',
    items: numbered(section('wctl', 'h_fixedAssets', 'h_termLoanServicing')),
  },
];
