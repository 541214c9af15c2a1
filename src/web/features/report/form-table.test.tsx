import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTable, periodGroups } from './form-table';

afterEach(cleanup);

const periods = [
  { label: 'FY 2023-24 (Audited)', assessed: false },
  { label: 'FY 2024-25 (Estimated)', assessed: true },
];

describe('FormTable', () => {
  it('repeats the company, the form, the unit and every period in its head, the assessment year marked', () => {
    render(
      <FormTable
        form={{ id: 'V', title: 'Form V — MPBF', lines: [{ no: '8', label: 'MPBF', heading: false, format: 'amount', values: [null, -1250.5] }] }}
        company="Lakshmi <Traders>"
        unitLabel="₹ lakhs"
        periods={periods}
      />,
    );
    const table = screen.getByRole('table');
    const head = table.querySelector('thead')!;
    expect(head.textContent).toContain('Lakshmi <Traders>');
    expect(head.textContent).toContain('Form V · ₹ lakhs');
    expect(within(head).getByRole('columnheader', { name: 'FY 2023-24 (Audited)' })).toBeTruthy();
    expect(within(head).getByRole('columnheader', { name: /^FY 2024-25 \(Estimated\)\s*★ Assessment year$/ })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /MPBF/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '—', '\u22121,250.50']);
  });

  it('numbers the reasons of "—" figures as footnotes, prints Form IV months and the column flags', () => {
    render(
      <FormTable
        form={{
          id: 'IV',
          title: 'Form IV',
          lines: [
            { no: 'A', label: 'CURRENT ASSETS', heading: true, format: 'amount' },
            { no: '1', label: 'Raw materials', heading: false, format: 'amount', values: [100, 120], months: [1.5, null] },
            { no: '6', label: 'Export receivables', heading: false, format: 'amount', values: [null, null], reasons: ['not captured', 'not captured'] },
          ],
          flags: [null, 'the balance sheet does not tally by 12.00'],
        }}
        company="Alpha"
        unitLabel="₹ lakhs"
        periods={periods}
      />,
    );
    expect(screen.getAllByRole('columnheader', { name: 'Months' })).toHaveLength(2);
    const raw = screen.getByRole('row', { name: /Raw materials/ });
    expect(
      within(raw)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '100.00', '1.50', '120.00', '—']);
    const exports = screen.getByRole('row', { name: /Export receivables/ });
    expect(
      within(exports)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '—1', '', '—1', '']);
    expect(screen.getByRole('listitem').textContent).toBe('not captured');
    expect(screen.getByRole('note').textContent).toBe('⚠ FY 2024-25 (Estimated): the balance sheet does not tally by 12.00');
  });

  it('prints ten periods as a table of six and a continuation table of four, each with its head, the footnotes once after both', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ label: `FY ${2017 + i}`, assessed: i === 8 }));
    render(
      <FormTable
        form={{
          id: 'II',
          title: 'Form II',
          lines: [
            {
              no: '1',
              label: 'Sales',
              heading: false,
              format: 'amount',
              values: ten.map((_, i) => (i === 0 ? null : i)),
              reasons: ten.map((_, i) => (i === 0 ? 'no earlier period' : null)),
            },
          ],
        }}
        company="Lakshmi Traders"
        unitLabel="₹ lakhs"
        periods={ten}
      />,
    );
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(
      tables.map(
        (t) =>
          within(t)
            .getAllByRole('columnheader')
            .filter((h) => h.textContent?.startsWith('FY')).length,
      ),
    ).toEqual([6, 4]);
    expect(tables[1]!.querySelector('thead')!.textContent).toContain('Form II (continued) · ₹ lakhs');
    expect(within(tables[1]!).getByRole('row', { name: /Sales/ }).textContent).toContain('9.00');
    expect(screen.getAllByText('no earlier period')).toHaveLength(1);
  });

  it('splits periods into whole runs: six to a table, four with months', () => {
    expect(periodGroups(10, 6)).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9],
    ]);
    expect(periodGroups(10, 4)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(periodGroups(4, 6)).toEqual([[0, 1, 2, 3]]);
  });
});
