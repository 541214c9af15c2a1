import { describe, expect, it } from 'vitest';
import type { ReportModel } from './report';
import { companyNoteEntries, companyNotesList, hasBasis } from './report-notes';

const line = (notes?: string[][]) => ({ no: '1', label: 'Sales', heading: false, format: 'amount' as const, values: [1, 2], ...(notes ? { notes } : {}) });
const company = (over: Partial<ReportModel['companies'][number]>): ReportModel['companies'][number] => ({
  name: 'Lakshmi Traders',
  limits: [],
  forms: [
    { id: 'II', title: 'Form II', lines: [line([['Sales – Exports: as per audited BS note 12'], []]), line()] },
    { id: 'III', title: 'Form III', lines: [line([[], ['Cash: as per bank statement']])] },
  ],
  checks: [],
  bankers_flags: [],
  ...over,
});
const periods = [{ label: 'FY 2023-24 (Audited)' }, { label: 'FY 2024-25 (Estimated)' }];

describe('companyNotesList', () => {
  it('numbers the company note, then the form notes in form order, then the cell notes with their form and period', () => {
    const c = company({ notes: { company: 'Order book of ₹ 4.2 crore.', forms: { VI: 'Term loan drawn in May.', II: 'Other income is non-recurring.' } } });
    expect(companyNotesList(c, periods)).toEqual([
      'On Lakshmi Traders: Order book of ₹ 4.2 crore.',
      'Form II: Other income is non-recurring.',
      'Form VI: Term loan drawn in May.',
      'Form II, FY 2023-24 (Audited): Sales – Exports: as per audited BS note 12',
      'Form III, FY 2024-25 (Estimated): Cash: as per bank statement',
    ]);
  });

  it('is empty for a company without notes', () => {
    expect(companyNotesList(company({ forms: [] }), periods)).toEqual([]);
  });
});

describe('hasBasis', () => {
  it('prints the basis page for a driven row or the company note, and leaves it out otherwise', () => {
    expect(hasBasis(company({ basis: [{ label: 'Sales', text: 'growth 10 % a year (FY 2025-26)' }] }))).toBe(true);
    expect(hasBasis(company({ basis: [], notes: { company: 'Order book.' } }))).toBe(true);
    expect(hasBasis(company({ basis: [], notes: { forms: { II: 'x' } } }))).toBe(false);
    expect(hasBasis(company({}))).toBe(false);
  });
});

describe('companyNoteEntries', () => {
  it('gives each note what it is on and its text verbatim, a repeated cell note once per form and period', () => {
    const twice = company({ forms: [{ id: 'II', title: 'Form II', lines: [line([['Sales: <b>="x"</b>'], []]), line([['Sales: <b>="x"</b>'], []])] }] });
    expect(companyNoteEntries(twice, periods)).toEqual([{ reference: 'Form II, FY 2023-24 (Audited)', text: 'Sales: <b>="x"</b>' }]);
  });
});
