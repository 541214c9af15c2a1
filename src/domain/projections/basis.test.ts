import { describe, expect, it } from 'vitest';
import type { Period } from '../periods';
import { basisOfProjections } from './basis';

const PERIODS: Period[] = [
  { year: 2024, kind: 'Audited' },
  { year: 2025, kind: 'Estimated' },
  { year: 2026, kind: 'Projected' },
  { year: 2027, kind: 'Projected' },
];

describe('basis of projections', () => {
  it('states each driven row per run of years with the same assumption, leaves typed rows out, and lists the fixed-asset blocks', () => {
    const growth = (value: number) => ({ method: 'growth_pct', value }) as const;
    const lines = basisOfProjections(
      {
        '2025': { 'opstmt.salesDomestic': growth(12), 'assetnliabs.tradeDebtors6': { method: 'holding_months', value: 2.5 } },
        '2026': { 'opstmt.salesDomestic': growth(12) },
        '2027': { 'opstmt.salesDomestic': growth(10) },
      },
      PERIODS,
      [
        {
          row: 'plantMachinery',
          method: 'slm',
          ratePct: 6.3333,
          openingAccumulatedDepreciation: 13,
          additions: [{ year: 2025, amount: 120, putToUse: '2024-10' }],
        },
      ],
    );
    expect(lines).toEqual([
      {
        id: 'opstmt.salesDomestic',
        label: 'Sales / Receipts – Domestic',
        text: 'growth 12 % a year (FY 2024-25 to FY 2025-26); growth 10 % a year (FY 2026-27)',
      },
      {
        id: 'assetnliabs.tradeDebtors6',
        label: 'Trade Debtors < 6 months',
        text: "2.5 months' holding (Form IV) (FY 2024-25); as typed (FY 2025-26 to FY 2026-27)",
      },
      {
        id: 'assetnliabs.plantMachinery',
        label: 'Plant & Machinery (fixed-asset block)',
        text: 'SLM at 6.3333 % a year, accumulated depreciation 13.00 at the start; additions: 120.00 spent in FY 2024-25, put to use 2024-10',
      },
    ]);
  });

  it('has nothing to say for a typed analysis', () => {
    expect(basisOfProjections({}, PERIODS, [])).toEqual([]);
  });
});
