import { describe, expect, it } from 'vitest';
import workedExample from '../../fixtures/worked-example.json';
import { isValueRow } from './catalogue';
import { div, ref, sub } from './formula';
import type { MetricId } from './formula';
import { companyResolver, rowOf } from './model';
import type { CompanyInputs } from './model';
import { DEFAULT_SETTINGS } from './settings';
import { SCREENS } from './screens';
import { excelFormula, explain, partText, plainSource } from './working';

const a = workedExample.companies[0]! as unknown as CompanyInputs;
const resolveA = companyResolver(a, DEFAULT_SETTINGS);
const working = (id: MetricId, settings = DEFAULT_SETTINGS, inputs = a) => explain(id, companyResolver(inputs, settings), settings);

describe('explain: show the working', () => {
  it('shows MPBF with its inputs, the result and the rule', () => {
    const w = working('wctl.MPBF_Lower_of_I_or_II');
    expect(w.text).toBe('MPBF (lower of I or II) = max(0, min(A − B (I) 247.50, A − C (II) 220.00)) = 220.00 — cma-domain §4 row 23; Tandon II, Form V item 8');
    expect(w.result).toBe(220);
    expect(w.source).toBe('cma-domain §4 row 23; Tandon II, Form V item 8');
    expect(w.parts.filter((p) => p.kind === 'ref')).toEqual([
      { kind: 'ref', id: 'wctl.A_B_I', label: 'A − B (I)', value: 247.5, display: '247.50' },
      { kind: 'ref', id: 'wctl.A_C_II', label: 'A − C (II)', value: 220, display: '220.00' },
    ]);
  });

  it('brackets only where the arithmetic needs them, and formats each value in its unit', () => {
    expect(working('ratios.cost_of_production_Depn_and_Sales_in_FG').text).toBe(
      'Cost of Production − Depn / Sales + Inc. in FG = (COST OF PRODUCTION 1,454.00 − Depreciation 30.00) ÷ ' +
        '(TOTAL SALES 2,000.00 + Finished Goods (closing) 100.00 − Finished Goods (opening) 90.00) × 100 = 70.85% — cma-domain §3 row 6',
    );
    expect(working('ratios.Net_Profit_and_Sales_percent_PROF_RATIOS').text).toContain('= Net Profit / Sales 9.00% = 9.00%');
  });

  it('shows settings as their values, and follows a change of setting', () => {
    expect(working('wctl.twenrtfive_percent_Margin_on_C_A_B').text).toContain(
      '= 25% × (TOTAL CURRENT ASSETS (chargeable) 650.00 − of which: Export receivables 0.00) = 162.50',
    );
    const twenty = { ...DEFAULT_SETTINGS, tandonMarginPct: 20 };
    expect(working('wctl.twenrtfive_percent_Margin_on_C_A_B', twenty).text).toContain(
      '= 20% × (TOTAL CURRENT ASSETS (chargeable) 650.00 − of which: Export receivables 0.00) = 130.00',
    );
  });

  it('shows the branch of the drawing-power method in use', () => {
    expect(working('kfi.total_eligible_limit').text).toContain(
      '= Drawing Power (stock) 97.50 + Drawing Power (book debts) 150.00 (method: margin on paid stock) = 247.50',
    );
    const strict = working('kfi.total_eligible_limit', { ...DEFAULT_SETTINGS, drawingPowerMethod: 'strict' });
    expect(strict.text).toContain(
      '= max(0, Stock Value 280.00 − Margin 25% (stock) 70.00 + Drawing Power (book debts) 150.00 − Less: Sundry Creditors (trade) 150.00) (method: strict, creditors deducted after the margins) = 210.00',
    );
    expect(strict.parts.some((p) => p.kind === 'ref' && p.id === 'kfi.paid_stock')).toBe(false);
  });

  it('says so when it divides by zero, and shows n/a as —', () => {
    const empty = { opstmt: {}, assetnliabs: {}, ocaocl: {} };
    const w = working('wctl.months_consumption_cs', DEFAULT_SETTINGS, empty);
    expect(w.result).toBeNull();
    expect(w.text).toBe(
      "(Months' consumption) = Other Consumable Spares 0.00 ÷ Repairs & Maintenance 0.00 (÷ 0 → —) × 12 = — — cma-domain §4 row 8; repairs as the proxy",
    );
    expect(working('ratios.increase_and_decrease').text).toBe(
      'Increase / Decrease (TNW) = Tangible Net Worth (TNW) 395.00 − n/a (no earlier period) = — — cma-domain §3 row 15; cma-forms §4.6',
    );
  });

  it('shows yes/no rows as a comparison', () => {
    expect(working('wctl.IF_Cash_accrual_TL_Installment').text).toContain('= Difference 140.00 > 0 = Yes');
  });

  it('explains an input as entered by the analyst', () => {
    expect(working('opstmt.salesDomestic').text).toBe('Sales / Receipts – Domestic = 1,800.00 — Entered on Operating Statement');
  });

  it('for every cell of every screen, the parts spell out the text and each ref links to a real cell', () => {
    for (const screen of Object.values(SCREENS)) {
      for (const row of screen.rows.filter(isValueRow)) {
        const w = explain(`${screen.id}.${row.key}`, resolveA, DEFAULT_SETTINGS);
        expect(w.parts.map(partText).join('')).toBe(w.text);
        for (const p of w.parts) {
          if (p.kind === 'ref') {
            expect(rowOf(p.id).label).toBe(p.label);
          }
        }
      }
    }
  });
});

describe('excelFormula: the live formula of the xlsx export', () => {
  const cell = (id: MetricId) => `[${id}]`;
  const formulaOf = (id: MetricId, settings = DEFAULT_SETTINGS) => {
    const row = rowOf(id);
    if (row.kind !== 'derived') {
      throw new Error(`${id} is an input`);
    }
    return excelFormula(row.formula, cell, settings);
  };

  it('translates MPBF to MAX/MIN', () => {
    expect(formulaOf('wctl.MPBF_Lower_of_I_or_II')).toBe('MAX(0,MIN([wctl.A_B_I],[wctl.A_C_II]))');
  });

  it('guards a division once, so a zero denominator is a blank cell, not #DIV/0! or 0', () => {
    expect(formulaOf('ratios.Net_Profit_and_Sales_percent')).toBe('IF([opstmt.totalSales]=0,"",[opstmt.netProfitAfterTaxLoss]/[opstmt.totalSales]*100)');
    expect(excelFormula(div(div(ref('opstmt.pbdIT'), ref('opstmt.totalSales')), ref('opstmt.depreciation')), cell, DEFAULT_SETTINGS)).toBe(
      'IF(OR([opstmt.totalSales]=0,[opstmt.depreciation]=0),"",[opstmt.pbdIT]/[opstmt.totalSales]/[opstmt.depreciation])',
    );
  });

  it('sums with SUM and brackets a subtraction on the right', () => {
    expect(formulaOf('ratios.consumption_of_raw_materials')).toBe('SUM([opstmt.openingStockRM],[opstmt.purchaseRM])-[opstmt.closingStockRM]');
    expect(excelFormula(sub(ref('opstmt.pbdIT'), sub(ref('opstmt.totalSales'), ref('opstmt.depreciation'))), cell, DEFAULT_SETTINGS)).toBe(
      '[opstmt.pbdIT]-([opstmt.totalSales]-[opstmt.depreciation])',
    );
  });

  it('writes settings as literals of the analysis and picks the drawing-power branch', () => {
    expect(formulaOf('wctl.twenrtfive_percent_Margin_on_C_A_B')).toBe('0.25*([wctl.TOTAL_CHARGEABLE_CA]-[assetnliabs.exportReceivables])');
    expect(formulaOf('wctl.twenrtfive_percent_Margin_on_C_A_B', { ...DEFAULT_SETTINGS, tandonMarginPct: 12.5 })).toBe(
      '0.125*([wctl.TOTAL_CHARGEABLE_CA]-[assetnliabs.exportReceivables])',
    );
    expect(formulaOf('kfi.margin_25_percent')).toBe('0.25*MAX(0,[kfi.paid_stock])');
    expect(formulaOf('kfi.margin_25_percent', { ...DEFAULT_SETTINGS, drawingPowerMethod: 'strict' })).toBe('0.25*[kfi.stock_value]');
  });

  it('reads settings from the given cells instead of literals, the drawing-power method as an IF on its cell', () => {
    const cells = { setting: (key: string, scale: string) => `[${key}:${scale}]`, drawingPowerMethod: '[method]' };
    const live = (id: MetricId) => {
      const row = rowOf(id);
      if (row.kind !== 'derived') {
        throw new Error(`${id} is an input`);
      }
      return excelFormula(row.formula, cell, { ...DEFAULT_SETTINGS, tandonMarginPct: 30 }, undefined, cells);
    };
    expect(live('wctl.twenrtfive_percent_Margin_on_C_A_B')).toBe('[tandonMarginPct:percent]*([wctl.TOTAL_CHARGEABLE_CA]-[assetnliabs.exportReceivables])');
    expect(live('kfi.margin_25_percent')).toBe(
      'IF([method]="strict",[stockMarginPct:percent]*[kfi.stock_value],[stockMarginPct:percent]*MAX(0,[kfi.paid_stock]))',
    );
  });

  it('gives Yes/No for comparisons and a blank for prior-year rows', () => {
    expect(formulaOf('wctl.IF_Cash_accrual_TL_Installment')).toBe('IF([wctl.Difference]>0,"Yes","No")');
    expect(formulaOf('assetnliabs.wheatherAssetsLiabTallied')).toBe('IF([assetnliabs.differenceIfAny]=0,"Yes","No")');
    expect(formulaOf('kfi.opening_balance')).toBe('""');
  });

  it('translates every derived row with balanced brackets', () => {
    for (const screen of Object.values(SCREENS)) {
      for (const row of screen.rows) {
        if (row.kind === 'derived') {
          const f = excelFormula(row.formula, cell, DEFAULT_SETTINGS);
          expect(f.split('(').length, `${screen.id}.${row.key}: ${f}`).toBe(f.split(')').length);
        }
      }
    }
  });
});

describe('the working in plain words', () => {
  it('reads the tally as a sentence', () => {
    const inputs = { ...a, assetnliabs: { ...a.assetnliabs, consumableSpares: Number(a.assetnliabs.consumableSpares ?? 0) + 5 } } as CompanyInputs;
    const w = working('assetnliabs.wheatherAssetsLiabTallied', DEFAULT_SETTINGS, inputs);
    expect(w.text).toMatch(/^TOTAL ASSETS [\d,.]+ − TOTAL LIABILITIES [\d,.]+ = 5\.00, so not tallied — /);
    expect(working('assetnliabs.wheatherAssetsLiabTallied').text).toMatch(/ = 0\.00, so tallied — /);
  });

  it('cites the source a banker knows, never our document references', () => {
    expect(plainSource('cma-domain §4 row 23; Tandon II, Form V item 8')).toBe('Tandon Committee: Tandon II, Form V item 8');
    expect(plainSource('cma-domain §5 row 36; Nayak Committee, RBI')).toBe('Nayak Committee, RBI');
    expect(plainSource('cma-domain §2.1 #33')).toBe('Standard CMA computation');
    expect(plainSource('cma-domain §3 row 19; cma-forms §4.6 (= Form VI item 3)')).toBe('Form VI item 3');
    for (const screen of Object.values(SCREENS)) {
      for (const row of screen.rows) {
        if (row.kind === 'derived') {
          expect(plainSource(row.source)).not.toMatch(/§|cma-domain|cma-forms|\bspec\b|#\d/);
        }
      }
    }
  });
});
