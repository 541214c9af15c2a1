import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisStore } from '../../analysis';
import { openMultiPeriodStore } from '../../analysis/multi-period.mock';
import { TallyBanner } from './tally-banner';

vi.mock('../../../lib/api-client', async () => (await import('../../../lib/api-client.mock')).apiClientMock());

/**
 * Sita: nothing keyed in FY 2022-23 (0 = 0, tallied); in FY 2024-25 capital 100 and no assets, so
 * liabilities exceed assets by 100. Beta: FY 2022-23 has 40 of capital and nothing else (short by 40);
 * FY 2024-25 is empty and tallies.
 */
const SITA = { assetnliabs: { '2025': { paidUpCapital: 100 } } };
const BETA = { assetnliabs: { '2023': { paidUpCapital: 40 } } };

let store: AnalysisStore;
afterEach(() => {
  cleanup();
  store.dispose();
  vi.clearAllMocks();
});

const banner = () => screen.queryByRole('alert')?.textContent ?? null;

describe('the /asset tally banner on a multi-period analysis', () => {
  it('watches the period on screen (the assessment year), not the oldest year', async () => {
    ({ store } = await openMultiPeriodStore([SITA, BETA]));
    render(<TallyBanner store={store} unitWord="lakhs" shift={0} />);
    expect(banner()).toBe('Balance sheet does not tally for Sita Textiles by ₹100.00 lakhs: total assets are lower than total liabilities.');
  });

  it('follows the period picked in the companies layout', async () => {
    ({ store } = await openMultiPeriodStore([SITA, BETA]));
    render(<TallyBanner store={store} unitWord="lakhs" shift={0} />);
    store.view.setPeriod(0);
    expect(await screen.findByText(/Beta Traders/)).toBeTruthy();
    expect(banner()).toBe('Balance sheet does not tally for Beta Traders by ₹40.00 lakhs: total assets are lower than total liabilities.');
  });

  it("names the year of each of the company's columns in the years layout", async () => {
    let layout;
    ({ store, layout } = await openMultiPeriodStore([SITA, BETA]));
    layout.set('years');
    store.view.setCompany(1);
    render(<TallyBanner store={store} unitWord="" shift={0} />);
    expect(banner()).toBe('Balance sheet does not tally for Beta Traders (FY 2022-23) by ₹40.00: total assets are lower than total liabilities.');
  });
});
