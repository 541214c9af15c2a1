import { describe, expect, it } from 'vitest';
import workedExample from '../../fixtures/worked-example.json';
import { labelOf } from './catalogue';
import type { MetricId } from './formula';
import { companyResolver, ROWS_BY_ID } from './model';
import type { CompanyInputs } from './model';
import { DEFAULT_SETTINGS } from './settings';
import { explain } from './working';

const a = workedExample.companies[0]! as unknown as CompanyInputs;

describe('labels that name a norm follow the settings', () => {
  const changed = { ...DEFAULT_SETTINGS, stockMarginPct: 30, bookDebtMarginPct: 40, tandonMarginPct: 20, nayakRequirementPct: 22.5, nayakMarginPct: 6 };
  const label = (id: MetricId, s = changed) => labelOf(ROWS_BY_ID.get(id)!, s);

  it('names the setting in effect, and the default under the defaults', () => {
    expect(label('kfi.margin_25_percent')).toBe('Margin 30% (stock)');
    expect(label('kfi.margin_50_percent')).toBe('Margin 40% (book debts)');
    expect(label('wctl.twenrtfive_percent_Margin_on_C_A_B')).toBe('Minimum stipulated NWC: 20% of CA (B)');
    expect(label('kfi.twenty_five_percent_of_net_sales')).toBe('22.5% of Net Sales (WC requirement)');
    expect(label('kfi.less_five_percent_margin')).toBe("Less: 6% Margin (borrower's)");
    expect(label('kfi.margin_25_percent', DEFAULT_SETTINGS)).toBe('Margin 25% (stock)');
    expect(label('kfi.paid_stock')).toBe('Paid Stock');
  });

  it('every label that shows a default percentage is tied to its setting', () => {
    for (const row of [...ROWS_BY_ID.values()].filter((r) => /\d%/.test(r.label))) {
      expect(row.kind === 'derived' && row.norm !== undefined, row.label).toBe(true);
    }
  });

  it('the working uses the label in effect', () => {
    const w = explain('kfi.drawing_power_1', companyResolver(a, changed), changed);
    expect(w.text).toContain('Margin 30% (stock)');
  });
});
