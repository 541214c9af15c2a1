import { describe, expect, it } from 'vitest';
import { FORM_II, FORM_VI, formItemValues } from './forms';
import type { CmaForm } from './forms';
import { LOSS_YEAR_1, LOSS_YEAR_2, LOSS_YEAR_PERIODS } from './loss-year.fixture';
import { companyPeriodResolvers, inputRows, plainValue } from './model';
import type { AnyResolve, CompanyInputs, InputScreenId } from './model';
import { DEFAULT_SETTINGS } from './settings';
import { mayBeNegative, negativeRefusal } from './signs';
import { explain } from './working';

const resolversOf = (y1: CompanyInputs, y2: CompanyInputs) =>
  companyPeriodResolvers([y1, y2], LOSS_YEAR_PERIODS, 2024, DEFAULT_SETTINGS) as [AnyResolve, AnyResolve];

/** Item number → printed amount, 2 decimals (null for "—"). */
function items(form: CmaForm, resolve: AnyResolve): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const i of form.items) {
    const printed = formItemValues(i, resolve, DEFAULT_SETTINGS);
    if (printed !== undefined && !('notFurnished' in printed) && typeof printed.value !== 'boolean') {
      out[i.no || i.label] = printed.value === null ? null : Number(printed.value.toFixed(2));
    }
  }
  return out;
}

describe('signed rows (docs/domain.md "Signed figures")', () => {
  it('are exactly the tax provision, other income, other expenses and reserves & surplus', () => {
    const signed = (['opstmt', 'assetnliabs', 'ocaocl'] as const satisfies readonly InputScreenId[]).flatMap((screen) =>
      inputRows(screen)
        .filter((r) => mayBeNegative(`${screen}.${r.key}`))
        .map((r) => `${screen}.${r.key}`),
    );
    expect(signed).toEqual(['opstmt.addOtherIncome', 'opstmt.lessOtherExpenses', 'opstmt.provisionForTaxes', 'assetnliabs.reservesSurplus']);
  });

  it('a refused negative names the row where such an amount belongs, when there is one', () => {
    expect(negativeRefusal('opstmt.salesDomestic')).toBe('must not be negative');
    expect(negativeRefusal('ocaocl.deferredTax')).toBe(
      "must not be negative: enter it as a positive figure in 'Others (non-current)' (Other Current Assets & Liabilities)",
    );
    expect(negativeRefusal('assetnliabs.tradeDebtors6')).toContain("'of which: Advances from customers / deposits from dealers'");
  });
});

describe('the loss-year example: a deferred-tax credit in a new unit (figures of the published CMA)', () => {
  const [y1, y2] = resolversOf(LOSS_YEAR_1, LOSS_YEAR_2);

  it('both balance sheets tally', () => {
    expect([plainValue(y1, 'assetnliabs.differenceIfAny'), plainValue(y2, 'assetnliabs.differenceIfAny')]).toEqual([0, 0]);
  });

  it('Form II prints the credit in item 13 and the loss after it in items 12, 14 and 16', () => {
    const [a1, a2] = [items(FORM_II, y1), items(FORM_II, y2)];
    expect(['12', '13', '14', '15.a', '16'].map((k) => a1[k])).toEqual([-0.03, -0.01, -0.02, 0, -0.02]);
    expect(['12', '13', '14', '15.a', '16'].map((k) => a2[k])).toEqual([-56.03, -14.57, -41.46, 0, -41.46]);
  });

  it('Form VI of the loss year shows the net loss and no capital increase', () => {
    const f = items(FORM_VI, y2);
    expect(f['1.a']).toBe(0);
    expect(f['1.c']).toBe(0);
    expect(f['2.a']).toBe(41.46);
    expect(f['2.e']).toBe(0);
    expect(f['7']! + f['8']!).toBe(0);
  });

  it('with the credit left out (refused before), Form VI invents an increase in capital of 14.57', () => {
    const withoutCredit = { ...LOSS_YEAR_2, opstmt: { ...LOSS_YEAR_2.opstmt, provisionForTaxes: 0 } };
    const [, wrong] = resolversOf(LOSS_YEAR_1, withoutCredit);
    expect(items(FORM_VI, wrong)['1.c']).toBe(14.57);
  });

  it('the working shows the sign of the credit', () => {
    expect(explain('opstmt.netProfitAfterTaxLoss', y2, DEFAULT_SETTINGS).text).toContain('−14.57');
  });
});
