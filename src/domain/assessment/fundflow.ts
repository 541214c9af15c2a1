import type { Screen } from '../catalogue';
import { add, delta, eqZero, floor0, num, prev, sameAs, sub, whenEarlier } from '../formula';
import type { Expr } from '../formula';
import { al, derived, header, op } from '../rows';

/**
 * Form VI, the funds flow statement (cma-forms §4): period t against t−1 of the same company, from the
 * two balance sheets and the operating statement of t. Every item reads the previous period, so the
 * company's first period is "—" throughout (reason: no earlier period, §4.5). Items 1 and 2 are
 * non-negative; items 3–8 and the break-up are signed (+ increase / surplus, − decrease / deficit).
 *
 * Each item is written over the six screens' metrics (an item another one repeats is wrapped in
 * `sameAs`, so a model resolver computes it once), so its working shows the figures it comes from and
 * its Excel formula references the statement sheets' two columns.
 */

const form = (item: string) => `cma-forms §4.3 Form VI item ${item}`;
const block = (symbol: string) => `cma-forms §4.2 ${symbol}`;

/** pos(x) = max(0, x): a signed change on the side its sign puts it (cma-forms conventions). */
const pos = floor0;
/** −x. */
const neg = (x: Expr): Expr => sub(num('0'), x);

const profitAfterTax = op('netProfitAfterTaxLoss');

/**
 * K, amount: capital movement other than retained profit (fresh capital, premium, reserves written
 * back or down) = ΔNW* − retained profit, where NW* = net worth − P&L debit balance (cma-forms §4.2).
 */
export const capitalMovement: Expr = sub(sub(delta('assetnliabs.netWorth'), delta('assetnliabs.profitLossAc')), op('retainedProfit'));
const theCapitalMovement = sameAs('fundflow.capitalMovement', capitalMovement);

/** T, amount: change in term liabilities excluding the revaluation reserve = Δ(longTermLiab − revaluationReserve). */
export const termLiabilitiesChange: Expr = sub(delta('assetnliabs.longTermLiab'), delta('ocaocl.revaluationReserve'));
const theTermLiabilitiesChange = sameAs('fundflow.termLiabilitiesChange', termLiabilitiesChange);

/** F, amount: net capital expenditure = ΔnetFixedAssets + depreciation(t) − Δrevaluation reserve. */
export const netCapitalExpenditure: Expr = sub(add(delta('assetnliabs.netFixedAssets'), op('depreciation')), delta('ocaocl.revaluationReserve'));
const theNetCapitalExpenditure = sameAs('fundflow.netCapitalExpenditure', netCapitalExpenditure);

/** N, amount: change in other non-current assets = ΔtotalNca. */
export const nonCurrentAssetsChange: Expr = delta('assetnliabs.totalNca');
const theNonCurrentAssetsChange = sameAs('fundflow.nonCurrentAssetsChange', nonCurrentAssetsChange);

/** G, amount: change in intangibles other than a P&L debit balance. */
export const intangiblesChange: Expr = add(delta('assetnliabs.expensesNotWrittenOff'), delta('assetnliabs.deferedRevenueExpenditure'));
const theIntangiblesChange = sameAs('fundflow.intangiblesChange', intangiblesChange);

/** Item 1.a Net profit, amount: pos(PAT). */
export const fundsNetProfit: Expr = whenEarlier(pos(profitAfterTax));
/** Item 1.b Depreciation, amount: depreciation of t, added back. */
export const fundsDepreciation: Expr = whenEarlier(op('depreciation'));
/** Item 1.c Increase in capital, amount: pos(K). */
export const capitalIncrease: Expr = pos(theCapitalMovement);
/** Item 1.d Increase in term liabilities, amount: pos(T). */
export const termLiabilitiesIncrease: Expr = pos(theTermLiabilitiesChange);
/** Item 1.e.i Decrease in fixed assets, amount: pos(−F). */
export const fixedAssetsDecrease: Expr = pos(neg(theNetCapitalExpenditure));
/** Item 1.e.ii Decrease in other non-current assets, amount: pos(−N). */
export const nonCurrentAssetsDecrease: Expr = pos(neg(theNonCurrentAssetsChange));
/** Item 1.f Other sources, amount: pos(−G), intangibles written off or amortised. */
export const otherSources: Expr = pos(neg(theIntangiblesChange));

/** Item 1.g Total long-term sources, amount: 1.a + … + 1.f. */
export const longTermSources: Expr = add(
  fundsNetProfit,
  fundsDepreciation,
  capitalIncrease,
  termLiabilitiesIncrease,
  fixedAssetsDecrease,
  nonCurrentAssetsDecrease,
  otherSources,
);
const theLongTermSources = sameAs('fundflow.totalSources', longTermSources);

/** Item 2.a Net loss, amount: pos(−PAT). */
export const fundsNetLoss: Expr = whenEarlier(pos(neg(profitAfterTax)));
/** Item 2.b Decrease in term liabilities, amount: pos(−T). */
export const termLiabilitiesDecrease: Expr = pos(neg(theTermLiabilitiesChange));
/** Item 2.c.i Increase in fixed assets, amount: pos(F). */
export const fixedAssetsIncrease: Expr = pos(theNetCapitalExpenditure);
/** Item 2.c.ii Increase in other non-current assets, amount: pos(N). */
export const nonCurrentAssetsIncrease: Expr = pos(theNonCurrentAssetsChange);
/** Item 2.d Dividend payments, amount: dividend / drawings of t. */
export const dividendPayments: Expr = whenEarlier(op('dividendDrawings'));
/** Item 2.e Other uses, amount: pos(−K) + pos(G), capital withdrawn or reserves reduced, new intangibles. */
export const otherUses: Expr = add(pos(neg(theCapitalMovement)), pos(theIntangiblesChange));

/** Item 2.f Total long-term uses, amount: 2.a + … + 2.e. */
export const longTermUses: Expr = add(fundsNetLoss, termLiabilitiesDecrease, fixedAssetsIncrease, nonCurrentAssetsIncrease, dividendPayments, otherUses);
const theLongTermUses = sameAs('fundflow.totalUses', longTermUses);

/** Item 3 Long-term surplus (+) / deficit (−), amount: 1.g − 2.f (= ΔNWC when both balance sheets tally, check C1). */
export const longTermSurplus: Expr = sub(theLongTermSources, theLongTermUses);
const theLongTermSurplus = sameAs('fundflow.longTermSurplus', longTermSurplus);
/** Item 4 Increase / decrease in current assets, amount: ΔtotalCurrentAssets. */
export const currentAssetsChange: Expr = delta('assetnliabs.totalCurrentAssets');
const theCurrentAssetsChange = sameAs('fundflow.currentAssetsChange', currentAssetsChange);
/** Item 5 Increase / decrease in current liabilities other than bank borrowings, amount: ΔOCL (Form IV 14). */
export const otherCurrentLiabilitiesChange: Expr = delta('wctl.TOTAL_LIABILITIES');
const theOtherCurrentLiabilitiesChange = sameAs('fundflow.currentLiabilitiesChange', otherCurrentLiabilitiesChange);
/** Item 6 Increase / decrease in the working capital gap, amount: item 4 − item 5 (= ΔWCG, check C2). */
export const workingCapitalGapChange: Expr = sub(theCurrentAssetsChange, theOtherCurrentLiabilitiesChange);
const theWorkingCapitalGapChange = sameAs('fundflow.workingCapitalGapChange', workingCapitalGapChange);
/** Item 7 Net surplus (+) / deficit (−), amount: item 3 − item 6. */
export const netSurplus: Expr = sub(theLongTermSurplus, theWorkingCapitalGapChange);
const theNetSurplus = sameAs('fundflow.netSurplus', netSurplus);
/** Item 8 Increase / decrease in bank borrowings, amount: Δ total bank borrowings (item 7 + item 8 = 0, check C3). */
export const bankBorrowingsChange: Expr = delta('ratios.total_bank_borrowings');
const theBankBorrowingsChange = sameAs('fundflow.bankBorrowingsChange', bankBorrowingsChange);

/** Break-up iv.b, amount: Δ export receivables (an optional input; 0 when not entered). */
export const exportReceivablesChange: Expr = delta('assetnliabs.exportReceivables');
const theExportReceivablesChange = sameAs('fundflow.exportReceivablesChange', exportReceivablesChange);
/** Break-up iv.a, amount: Δ receivables under 6 months less the export part. */
export const domesticReceivablesChange: Expr = sub(delta('assetnliabs.tradeDebtors6'), theExportReceivablesChange);

/** The break-up of item 4, i … vi (check C4: it sums to item 4). */
export const currentAssetsBreakUp: readonly Expr[] = [
  delta('assetnliabs.closingStockRM'),
  delta('assetnliabs.closingStockWIP'),
  delta('assetnliabs.closingStockFinishedGoods'),
  domesticReceivablesChange,
  theExportReceivablesChange,
  delta('assetnliabs.consumableSpares'),
  delta('ocaocl.totalOtherCurrentAssets'),
];

const yesno = { unit: 'yesno' } as const;

/**
 * The fund flow screen (Form VI, cma-forms §4.3), with the building blocks of §4.2 and the tie-out
 * checks C1–C4 of §4.4 as yes/no rows. `tieOutResidual` (item 7 + item 8) is 0 when both balance sheets
 * tally and −Δ(balance-sheet difference) when not: the residual is reported, never plugged into a line.
 */
export const FUND_FLOW: Screen<'fundflow'> = {
  id: 'fundflow',
  title: 'Fund Flow (Form VI)',
  rows: [
    header('h_sources', '1. SOURCES'),
    derived('netProfit', 'Net profit', fundsNetProfit, form('1.a')),
    derived('depreciation', 'Depreciation', fundsDepreciation, form('1.b')),
    derived('increaseInCapital', 'Increase in capital', capitalIncrease, form('1.c')),
    derived('increaseInTermLiabilities', 'Increase in term liabilities (incl. public deposits)', termLiabilitiesIncrease, form('1.d')),
    derived('decreaseInFixedAssets', 'Decrease in fixed assets', fixedAssetsDecrease, form('1.e.i')),
    derived('decreaseInNonCurrentAssets', 'Decrease in other non-current assets', nonCurrentAssetsDecrease, form('1.e.ii')),
    derived('otherSources', 'Others (intangibles written off)', otherSources, form('1.f')),
    derived('totalSources', 'TOTAL SOURCES', longTermSources, form('1.g')),

    header('h_uses', '2. USES'),
    derived('netLoss', 'Net loss', fundsNetLoss, form('2.a')),
    derived('decreaseInTermLiabilities', 'Decrease in term liabilities (incl. public deposits)', termLiabilitiesDecrease, form('2.b')),
    derived('increaseInFixedAssets', 'Increase in fixed assets', fixedAssetsIncrease, form('2.c.i')),
    derived('increaseInNonCurrentAssets', 'Increase in other non-current assets', nonCurrentAssetsIncrease, form('2.c.ii')),
    derived('dividendPayments', 'Dividend payments', dividendPayments, form('2.d')),
    derived('otherUses', 'Others (capital withdrawn, new intangibles)', otherUses, form('2.e')),
    derived('totalUses', 'TOTAL USES', longTermUses, form('2.f')),

    header('h_shortTerm', 'SHORT-TERM SOURCES AND USES'),
    derived('longTermSurplus', '3. Long-term surplus (+) / deficit (−)', longTermSurplus, form('3')),
    derived('currentAssetsChange', '4. Increase / decrease in current assets', currentAssetsChange, form('4')),
    derived('currentLiabilitiesChange', '5. Increase / decrease in current liabilities other than bank borrowings', otherCurrentLiabilitiesChange, form('5')),
    derived('workingCapitalGapChange', '6. Increase / decrease in working capital gap', workingCapitalGapChange, form('6')),
    derived('netSurplus', '7. Net surplus (+) / deficit (−)', netSurplus, form('7')),
    derived('bankBorrowingsChange', '8. Increase / decrease in bank borrowings', bankBorrowingsChange, form('8')),
    derived('netSalesChange', 'Increase / decrease in net sales', delta('opstmt.totalSales'), form('(net sales)')),

    header('h_breakUp', 'BREAK-UP OF (4)'),
    derived('rawMaterialsChange', 'i. Raw materials', currentAssetsBreakUp[0]!, form('4 break-up i')),
    derived('stockInProcessChange', 'ii. Stocks-in-process', currentAssetsBreakUp[1]!, form('4 break-up ii')),
    derived('finishedGoodsChange', 'iii. Finished goods', currentAssetsBreakUp[2]!, form('4 break-up iii')),
    derived('domesticReceivablesChange', 'iv. a. Receivables – domestic', domesticReceivablesChange, form('4 break-up iv.a')),
    derived(
      'exportReceivablesChange',
      'iv. b. Receivables – export',
      exportReceivablesChange,
      `${form('4 break-up iv.b')}; 0 when export receivables are not entered`,
    ),
    derived('sparesChange', 'v. Stores and spares', currentAssetsBreakUp[5]!, form('4 break-up v')),
    derived('otherCurrentAssetsChange', 'vi. Other current assets', currentAssetsBreakUp[6]!, form('4 break-up vi')),

    header('h_buildingBlocks', 'BUILDING BLOCKS'),
    derived('capitalMovement', 'K: capital movement other than retained profit', capitalMovement, block('K')),
    derived('termLiabilitiesChange', 'T: change in term liabilities', termLiabilitiesChange, block('T')),
    derived('netCapitalExpenditure', 'F: net capital expenditure', netCapitalExpenditure, block('F')),
    derived('nonCurrentAssetsChange', 'N: change in other non-current assets', nonCurrentAssetsChange, block('N')),
    derived('intangiblesChange', 'G: change in intangibles (other than P&L debit)', intangiblesChange, block('G')),

    header('h_tieOut', 'TIE-OUT (cma-forms §4.4)'),
    derived('tieC1', 'C1: item 3 = increase in NWC', eqZero(sub(theLongTermSurplus, delta('ratios.net_working_capital'))), 'cma-forms §4.4 C1', yesno),
    derived(
      'tieC2',
      'C2: item 6 = increase in working capital gap',
      eqZero(sub(theWorkingCapitalGapChange, delta('wctl.Working_Capital_Gap_A'))),
      'cma-forms §4.4 C2',
      yesno,
    ),
    derived('tieC3', 'C3: item 7 + item 8 = 0', eqZero(add(theNetSurplus, theBankBorrowingsChange)), 'cma-forms §4.4 C3', yesno),
    derived('tieC4', 'C4: break-up i … vi = item 4', eqZero(sub(add(...currentAssetsBreakUp), theCurrentAssetsChange)), 'cma-forms §4.4 C4', yesno),
    derived('openingDifference', 'Balance-sheet difference, previous period', prev('assetnliabs.differenceIfAny'), 'cma-forms §4.4 D(t−1)'),
    derived('closingDifference', 'Balance-sheet difference, this period', whenEarlier(al('differenceIfAny')), 'cma-forms §4.4 D(t)'),
    derived(
      'tieOutResidual',
      'Residual: item 7 + item 8 (= −change in the difference)',
      add(theNetSurplus, theBankBorrowingsChange),
      'cma-forms §4.4: not plugged into any line',
    ),
  ],
};
