import { autorun } from 'mobx';
import type { IObservableValue } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '../../lib/api-client';
import type { GridLayout } from '../../stores/ui-store';
import type { AnalysisStore } from './analysis-store';
import { openMultiPeriodStore } from './multi-period.mock';
import type { ByYear } from './multi-period.mock';

// Only the api-client module is mocked (style.md P14); the store, the domain and the feature's api run for real.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const post = vi.mocked(api.post);
const del = vi.mocked(api.delete);

/**
 * Three years of one company, by hand: paid-up capital 100 each year and reserves 50, 80, 120, so
 * TNW is 150, 180, 220 and its increase —, 30, 40; sales 1,000, 1,200, 1,500, so the rise is —, 20 %, 25 %.
 */
const SITA: ByYear = {
  opstmt: { '2023': { salesDomestic: 1000 }, '2024': { salesDomestic: 1200 }, '2025': { salesDomestic: 1500 } },
  assetnliabs: {
    '2023': { paidUpCapital: 100, reservesSurplus: 50 },
    '2024': { paidUpCapital: 100, reservesSurplus: 80 },
    '2025': { paidUpCapital: 100, reservesSurplus: 120 },
  },
};

let layout: IObservableValue<GridLayout>;
let store: AnalysisStore;

beforeEach(async () => {
  ({ store, layout } = await openMultiPeriodStore([SITA, {}], ['A', 'B']));
});

afterEach(() => {
  store.dispose();
  vi.clearAllMocks();
});

describe('an analysis over several periods', () => {
  it('computes the prior-period rows per period, "—" in the first', () => {
    expect(store.periods.map((p) => p.year)).toEqual([2023, 2024, 2025]);
    expect([0, 1, 2].map((p) => store.plainAt({ company: 0, period: p }, 'ratios.increase_and_decrease'))).toEqual([null, 30, 40]);
    expect([0, 1, 2].map((p) => store.plainAt({ company: 0, period: p }, 'ratios.percent_rise_ans_fall_in_sales'))).toEqual([null, 20, 25]);
  });

  it('recomputes a later period when an earlier one changes (prev is tracked)', () => {
    let runs = 0;
    const stop = autorun(() => {
      store.plainAt({ company: 0, period: 2 }, 'ratios.increase_and_decrease');
      runs += 1;
    });
    store.setInput(0, 'assetnliabs', 'reservesSurplus', '100', 1);
    expect(store.plainAt({ company: 0, period: 2 }, 'ratios.increase_and_decrease')).toBe(20);
    expect(store.plainAt({ company: 0, period: 1 }, 'ratios.increase_and_decrease')).toBe(50);
    expect(runs).toBe(2);
    stop();
  });

  it("shows the assessment year first in the companies layout, and one company's years in the years layout", () => {
    expect(store.view.columns).toEqual([
      { company: 0, period: 2 },
      { company: 1, period: 2 },
    ]);
    layout.set('years');
    store.view.setCompany(1);
    expect(store.view.columns).toEqual([0, 1, 2].map((period) => ({ company: 1, period })));
    expect(store.view.titleOf({ company: 1, period: 0 })).toBe('FY 2022-23');
  });

  it('pastes a 3-column block in the years layout as three periods of one company, saved by year in one POST', async () => {
    layout.set('years');
    store.view.setCompany(1);
    const outcome = store.pasteBlock('opstmt', '700\t800\t900\r\n', { key: 'salesDomestic', company: 1, period: 0 });
    expect(outcome.changed).toBe(3);
    expect([0, 1, 2].map((p) => store.plainAt({ company: 1, period: p }, 'opstmt.totalSales'))).toEqual([700, 800, 900]);
    expect(store.plainAt({ company: 1, period: 2 }, 'ratios.percent_rise_ans_fall_in_sales')).toBe(12.5);
    await store.save();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/analyses/1/screens/opstmt/');
    expect(body).toEqual({
      companies: [{ position: 1, by_year: { '2023': { salesDomestic: 700 }, '2024': { salesDomestic: 800 }, '2025': { salesDomestic: 900 } } }],
    });
    expect(config).toEqual({ headers: { 'If-Match': '"5"' } });
    // One undo step puts all three periods back.
    store.undo();
    expect([0, 1, 2].map((p) => store.plainAt({ company: 1, period: p }, 'opstmt.salesDomestic'))).toEqual([0, 0, 0]);
  });

  it('steps the companies layout through the periods and stops at either end', () => {
    expect(store.view.period).toBe(2);
    expect(store.view.stepPeriod(1)).toBe(false);
    expect(store.view.stepPeriod(-1)).toBe(true);
    expect(store.view.columns[0]).toEqual({ company: 0, period: 1 });
  });

  it('reports a refused period operation (409) and changes nothing', async () => {
    del.mockRejectedValueOnce(new ApiRequestError(409, 'period_conflict', 'FY 2024-25 (Estimated) is the assessment year and cannot be removed.'));
    const outcome = await store.removePeriod(2);
    expect(outcome.notices?.[0]?.text).toMatch(/^The years were not changed: FY 2024-25 \(Estimated\) is the assessment year/);
    expect(del).toHaveBeenCalledWith('/api/analyses/1/periods/2025/', { headers: { 'If-Match': '"5"' } });
    expect(store.periods).toHaveLength(3);
    expect(store.lastRemoved).toBeNull();
  });
});
