import { describe, expect, it } from 'vitest';
import workedExample from '../../../fixtures/worked-example.json';
import { companyResolver, screenValues } from '../model';
import type { CompanyInputs } from '../model';
import { DEFAULT_SETTINGS } from '../settings';

const a = workedExample.companies[0]! as unknown as CompanyInputs;

describe('statement totals, worked example A (cma-domain §8.2)', () => {
  const resolve = companyResolver(a, DEFAULT_SETTINGS);
  const op = screenValues('opstmt', resolve);
  const al = screenValues('assetnliabs', resolve);
  const oca = screenValues('ocaocl', resolve);

  it.each([
    ['totalSales', 2000],
    ['costOfProduction', 1454],
    ['costOfSales', 1444],
    ['grossProfitLoss', 556],
    ['operatingProfitLoss', 236],
    ['profitBeforeTax', 240],
    ['netProfitAfterTaxLoss', 180],
    ['pbdIT', 340],
    ['cashAccruals', 210],
    ['retainedProfit', 160],
    ['netCashAccrual', 190],
  ])('opstmt %s = %d', (key, expected) => expect(op[key]).toBe(expected));

  it.each([
    ['totalOtherCurrentAssets', 70],
    ['totalNonCurrentAssets', 25],
    ['totalOtherCurrentLiabilities', 90],
    ['totalOtherTermLiabilities', 100],
  ])('ocaocl %s = %d', (key, expected) => expect(oca[key]).toBe(expected));

  it.each([
    ['closingStockRM', 120],
    ['otherCurrentAssets', 70],
    ['totalCurrentAssets', 650],
    ['grossBlock', 700],
    ['netFixedAssets', 450],
    ['otherNonCurrentAssets', 25],
    ['totalNca', 65],
    ['totalIa', 5],
    ['totalAssets', 1170],
    ['otherCurrentLiab', 90],
    ['totalCurrentLiab', 460],
    ['otherLongTermLiab', 100],
    ['longTermLiab', 310],
    ['totalOutsideLiab', 770],
    ['netWorth', 400],
    ['totalLiab', 1170],
    ['differenceIfAny', 0],
  ])('assetnliabs %s = %d', (key, expected) => expect(al[key]).toBe(expected));

  it('tallies exactly', () => expect(al.wheatherAssetsLiabTallied).toBe(true));
});

describe('links and exactness', () => {
  it('a change in raw material alone updates total current assets (spec §5 bug)', () => {
    const before = screenValues('assetnliabs', companyResolver(a, DEFAULT_SETTINGS)).totalCurrentAssets;
    const changed = { ...a, opstmt: { ...a.opstmt, closingStockRM: 121 } };
    const after = screenValues('assetnliabs', companyResolver(changed, DEFAULT_SETTINGS)).totalCurrentAssets;
    expect(after).toBe((before as number) + 1);
  });

  it('sums paise exactly where floating point would not (0.1 + 0.2)', () => {
    const inputs: CompanyInputs = { opstmt: { salesDomestic: 0.1, salesExports: 0.2 }, assetnliabs: {}, ocaocl: {} };
    expect(screenValues('opstmt', companyResolver(inputs, DEFAULT_SETTINGS)).totalSales).toBe(0.3);
  });

  it('an empty company is all zeros and tallies', () => {
    const resolve = companyResolver({ opstmt: {}, assetnliabs: {}, ocaocl: {} }, DEFAULT_SETTINGS);
    const al = screenValues('assetnliabs', resolve);
    expect(al.totalAssets).toBe(0);
    expect(al.wheatherAssetsLiabTallied).toBe(true);
  });

  it('an untallied balance sheet reports the difference', () => {
    const inputs = { ...a, assetnliabs: { ...a.assetnliabs, paidUpCapital: 149.99 } };
    const al = screenValues('assetnliabs', companyResolver(inputs, DEFAULT_SETTINGS));
    expect(al.differenceIfAny).toBe(0.01);
    expect(al.wheatherAssetsLiabTallied).toBe(false);
  });
});
