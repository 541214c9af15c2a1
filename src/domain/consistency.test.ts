import { describe, expect, it } from 'vitest';
import { PERIODS, Y1, Y2 } from './assessment/three-years.fixture';
import { consistencyWarnings } from './consistency';
import type { CompanyType } from './company-type';
import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from './loss-year.fixture';
import { companyPeriodResolvers } from './model';
import type { CompanyInputs } from './model';
import type { Period } from './periods';
import { DEFAULT_SETTINGS } from './settings';
import type { Settings } from './settings';

type Edit = { [S in keyof CompanyInputs]?: Record<string, number> };
const edit = (base: CompanyInputs, e: Edit): CompanyInputs => ({
  opstmt: { ...base.opstmt, ...e.opstmt },
  assetnliabs: { ...base.assetnliabs, ...e.assetnliabs },
  ocaocl: { ...base.ocaocl, ...e.ocaocl },
});

/** The checks of the second of two consecutive periods. */
function checks(y1: CompanyInputs, y2: CompanyInputs, options: { type?: CompanyType; settings?: Settings; periods?: readonly Period[] } = {}) {
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const periods = options.periods ?? PERIODS.slice(0, 2);
  const [first, second] = companyPeriodResolvers([y1, y2], periods, periods[1]!.year, settings);
  return { first: consistencyWarnings(first!, settings, options.type), second: consistencyWarnings(second!, settings, options.type) };
}

describe('checks across years (cma-forms §4.7)', () => {
  it('say nothing for company A, whose stocks, depreciation and reserves carry forward (cma-forms §5), nor in a first period', () => {
    expect(checks(Y1, Y2)).toEqual({ first: [], second: [] });
    expect(checks(LOSS_YEAR_1, LOSS_YEAR_2, { periods: LOSS_YEAR_PERIODS })).toEqual({ first: [], second: [] });
  });

  it('flag an opening stock that is not last year’s closing stock, on the opening-stock cell', () => {
    const { second } = checks(Y1, edit(Y2, { opstmt: { openingStockRM: 105, openingStockFinishedGoods: 90 } }));
    expect(second.filter((w) => w.cell?.startsWith('opstmt.opening'))).toEqual([
      { level: 'warning', cell: 'opstmt.openingStockRM', text: "Opening stock of raw material 105.00 is not last year's closing stock 110.00." },
    ]);
  });

  it('flag accumulated depreciation that rose by other than the year’s depreciation', () => {
    // Y1 220, Y2 250 + 5 = 255: a rise of 35 against depreciation 30.
    const { second } = checks(Y1, edit(Y2, { assetnliabs: { lessDepreciation: 255 }, ocaocl: { cashAndBankBalance: 25 + 5 } }));
    expect(second.find((w) => w.cell === 'assetnliabs.lessDepreciation')?.text).toMatch(
      /^Accumulated depreciation rose by 35\.00, not by the year's depreciation 30\.00: disposals or a change of method/,
    );
  });

  it('flag net worth that moved other than by retained profit and capital: the phantom 14.57 of a refused tax credit', () => {
    const refused = edit(LOSS_YEAR_2, { opstmt: { provisionForTaxes: 0 } });
    const { second } = checks(LOSS_YEAR_1, refused, { periods: LOSS_YEAR_PERIODS });
    expect(second).toEqual([
      {
        level: 'warning',
        cell: 'assetnliabs.reservesSurplus',
        text: "Net worth is 14.57 higher than last year's plus retained profit and the change in paid-up capital: reserves moved some other way.",
      },
    ]);
  });

  it('read the same movement as capital introduced or withdrawn for a proprietorship or partnership, as information', () => {
    const introduced = checks(LOSS_YEAR_1, edit(LOSS_YEAR_2, { opstmt: { provisionForTaxes: 0 } }), { periods: LOSS_YEAR_PERIODS, type: 'partnership' });
    expect(introduced.second).toEqual([
      { level: 'info', cell: 'assetnliabs.reservesSurplus', text: 'Capital introduced: 14.57 (the change in net worth less retained profit).' },
    ]);
    // Drawings of 10 taken out of capital without going through dividend / drawings: withdrawn.
    const withdrawn = edit(Y2, {
      assetnliabs: { reservesSurplus: Number(Y2.assetnliabs.reservesSurplus) - 10 },
      ocaocl: { cashAndBankBalance: Number(Y2.ocaocl.cashAndBankBalance) - 10 },
    });
    expect(checks(Y1, withdrawn, { type: 'proprietorship' }).second).toEqual([
      { level: 'info', cell: 'assetnliabs.reservesSurplus', text: 'Capital withdrawn: 10.00 (the change in net worth less retained profit).' },
    ]);
  });

  it('flag a Form VI column that does not tie, with the change in the balance-sheet difference', () => {
    const { second } = checks(Y1, edit(Y2, { ocaocl: { cashAndBankBalance: Number(Y2.ocaocl.cashAndBankBalance) + 1 } }));
    expect(second).toEqual([{ level: 'warning', cell: null, text: 'Form VI does not tie: balance-sheet difference changed by ₹1.00.' }]);
  });

  it('flag an "of which" larger than its whole, in any period', () => {
    const { first } = checks(edit(Y1, { opstmt: { purchaseRMImported: 1020.01 } }), Y2);
    expect(first).toEqual([
      { level: 'warning', cell: 'opstmt.purchaseRMImported', text: 'of which: Imported RM purchases 1,020.01 exceeds Purchase / RM 1,020.00.' },
    ]);
  });

  it('flag sales, debtors, creditors or stocks that rise above 3× or fall by more than 70% (the settings), and not at the limits', () => {
    const moved = edit(Y2, {
      opstmt: { salesDomestic: 1550 * 3 + 0.01, salesExports: 45 },
      assetnliabs: { tradeDebtors6: 74.99, sundryCreditorsTrade: 130 * 3 },
    });
    const texts = checks(Y1, moved)
      .second.filter((w) => w.cell !== null && w.cell !== 'assetnliabs.reservesSurplus')
      .map((w) => w.text);
    expect(texts).toEqual([
      "Sales / Receipts – Domestic 4,650.01 is more than 3× last year's 1,550.00: a unit or typing slip?",
      "Trade Debtors < 6 months 74.99 is down more than 70% from last year's 250.00: a unit or typing slip?",
    ]);
    // Exports 150 → 45 is a fall of exactly 70%; creditors 130 → 390 exactly 3×: neither is flagged.
    const looser = checks(Y1, moved, { settings: { ...DEFAULT_SETTINGS, jumpRiseTimes: 5, jumpFallPct: 75 } }).second;
    expect(looser.filter((w) => w.text.includes('slip'))).toEqual([]);
  });
});
