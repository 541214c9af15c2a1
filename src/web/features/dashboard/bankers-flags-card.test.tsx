import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportModel } from '../../../contract';
import { fetchReport } from '../../lib/report-api';
import { BankersFlagsCard, flagsInPeriod } from './bankers-flags-card';

vi.mock('../../lib/report-api', () => ({ fetchReport: vi.fn() }));

afterEach(cleanup);

const TOL = 'TOL / TNW 3.42: TOL / TNW above 3, the ceiling set in the settings.';
const CR = 'Current ratio 1.10: Current ratio below 1.33 (the floor set in the settings; Tandon Committee benchmark 1.33).';

/** The parts of a report the card reads: two periods, two companies, flags in both periods for the first. */
const report = {
  assessment_year: 2025,
  periods: [
    { year: 2024, kind: 'Audited', label: 'FY 2023-24 (Audited)' },
    { year: 2025, kind: 'Estimated', label: 'FY 2024-25 (Estimated)' },
  ],
  companies: [
    {
      name: 'Alpha <b>Steels</b>',
      bankers_flags: [
        { period: 'FY 2023-24 (Audited)', level: 'warning', text: CR },
        { period: 'FY 2024-25 (Estimated)', level: 'warning', text: TOL },
      ],
    },
    { name: 'Beta Agro', bankers_flags: [] },
  ],
} as unknown as ReportModel;

describe("the dashboard's banker's flags", () => {
  it('keeps each company’s flags of the period shown, the assessment year when none is picked', () => {
    expect(flagsInPeriod(report, null)).toEqual([
      { company: 'Alpha <b>Steels</b>', flags: [TOL] },
      { company: 'Beta Agro', flags: [] },
    ]);
    expect(flagsInPeriod(report, 2024)).toEqual([
      { company: 'Alpha <b>Steels</b>', flags: [CR] },
      { company: 'Beta Agro', flags: [] },
    ]);
  });

  it('shows them in a card of their own, a company without flags says so, and names stay text', async () => {
    vi.mocked(fetchReport).mockResolvedValue(report);
    render(<BankersFlagsCard tokenId={7} year={2024} className="" />);
    const card = screen.getByRole('region', { name: "Banker's flags" });
    const list = await within(card).findByTestId('bankers-flags');
    expect(fetchReport).toHaveBeenCalledWith(7);
    expect(list.textContent).toContain(`⚠ ${CR}`);
    expect(list.textContent).not.toContain('TOL / TNW');
    expect(within(list).getByText('Alpha <b>Steels</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
    expect(within(list).getByText('No flags at the thresholds set.')).toBeTruthy();
  });
});
