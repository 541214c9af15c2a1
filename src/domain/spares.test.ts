import { describe, expect, it } from 'vitest';
import { FORM_II, FORM_IV, formItemValues, SPARES_PROXY_NOTE } from './forms';
import type { FormItem } from './forms';
import { companyPeriodResolvers } from './model';
import type { AnyResolve, CompanyInputs } from './model';
import { DEFAULT_SETTINGS } from './settings';
import { Y1 } from './assessment/three-years.fixture';
import { ratioVerdict } from './verdict';

// Company A's first year (three-years.fixture): repairs & maintenance 20, other manufacturing expenses 34,
// consumable spares held 9, raw materials consumed 100 + 1,020 − 110 = 1,010.

function resolverOf(inputs: CompanyInputs): AnyResolve {
  return companyPeriodResolvers([inputs], [{ year: 2024, kind: 'Audited' }], 2024, DEFAULT_SETTINGS)[0]!;
}
const withSpares = resolverOf({ ...Y1, opstmt: { ...Y1.opstmt, sparesConsumedImported: 2, sparesConsumedIndigenous: 4 } });
const blank = resolverOf(Y1);

const at = (form: readonly FormItem[], no: string) => form.find((i) => i.no === no)!;
function printed(form: readonly FormItem[], no: string, resolve: AnyResolve, field: 'value' | 'months' = 'value'): number | null {
  const p = formItemValues(at(form, no), resolve, DEFAULT_SETTINGS);
  const v = p === undefined || 'notFurnished' in p ? undefined : p[field];
  return v === null || v === undefined || typeof v === 'boolean' ? null : Number(v.toFixed(2));
}

describe('spares consumed (Form II 5.ii, Form IV item 2)', () => {
  it('entered, print as 5.ii with its split, come out of other manufacturing expenses, and set the months of Form IV item 2', () => {
    const lines = ['5.ii', '5.ii.a', '5.ii.b', '5.v', '5.vii'].map((no) => printed(FORM_II.items, no, withSpares));
    // 5.ii = 2 + 4; 5.v = 34 + 20 − 6 = 48; the sub-total 1,010 + 20 + 70 + 88 + 34 + 27 = 1,249 is unchanged.
    expect(lines).toEqual([6, 2, 4, 48, 1249]);
    // 9 held ÷ 6 consumed × 12 = 18 months.
    expect(printed(FORM_IV.items, '2', withSpares, 'months')).toBe(18);
    expect(ratioVerdict(at(FORM_II.items, '5.ii').rule, withSpares)).toEqual({ kind: 'figure' });
  });

  it('blank, fall back to repairs & maintenance with a footnote, the label unchanged, and the split "—"', () => {
    expect(at(FORM_II.items, '5.ii').label).toBe('Other spares');
    expect(['5.ii', '5.ii.a', '5.ii.b', '5.v', '5.vii'].map((no) => printed(FORM_II.items, no, blank))).toEqual([20, null, null, 34, 1249]);
    expect(ratioVerdict(at(FORM_II.items, '5.ii').rule, blank)).toMatchObject({ kind: 'value', note: SPARES_PROXY_NOTE });
    expect(ratioVerdict(at(FORM_II.items, '5.ii.a').rule, blank)).toEqual({ kind: 'na', reason: SPARES_PROXY_NOTE });
    // 9 ÷ 20 × 12 = 5.4 months on the proxy.
    expect(printed(FORM_IV.items, '2', blank, 'months')).toBe(5.4);
    expect(ratioVerdict(at(FORM_IV.items, '2').monthsRule, blank)).toMatchObject({ kind: 'value', note: SPARES_PROXY_NOTE });
  });
});
