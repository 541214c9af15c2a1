import { describe, expect, it } from 'vitest';
import type { ReportLine } from '../../../contract';
import { footnotesOf, formatLineValue, periodHeaders } from './report-format';

describe('report figures', () => {
  it('formats each kind of line with the project formatters', () => {
    expect(formatLineValue(-1234567.5, 'amount')).toBe('\u221212,34,567.50');
    expect(formatLineValue(12.5, 'percent')).toBe('12.50%');
    expect(formatLineValue(45.25, 'days')).toBe('45.3');
    expect(formatLineValue(1, 'yesno')).toBe('Yes');
    expect(formatLineValue(0, 'yesno')).toBe('No');
    expect(formatLineValue(null, 'amount')).toBe('—');
    expect(formatLineValue(undefined, 'times')).toBe('—');
  });

  it('numbers each distinct reason once and marks the "—" it explains, or the figure that stands in for another', () => {
    const line = (values: (number | null)[], reasons: (string | null)[]): ReportLine => ({
      no: '1',
      label: 'x',
      heading: false,
      format: 'amount',
      values,
      reasons,
    });
    const { notes, marks } = footnotesOf([
      line([null, null], ['Not captured', 'Not captured']),
      line([5, null], ['Repairs as the proxy for spares', 'No previous period']),
      line([7, 8], [null, null]),
      { no: '', label: 'Heading', heading: true, format: 'amount' },
    ]);
    expect(notes).toEqual(['Not captured', 'Repairs as the proxy for spares', 'No previous period']);
    expect(marks).toEqual([[1, 1], [2, 3], [null, null], []]);
  });

  it('prints "NM" for a ratio that is not meaningful, with its reason as a footnote, and the figure otherwise', () => {
    const tolTnw: ReportLine = {
      no: '47',
      label: 'TOL / TNW',
      heading: false,
      format: 'times',
      values: [2.9, -4.1],
      reasons: [null, 'NM – negative TNW'],
      nm: [false, true],
    };
    expect(tolTnw.values!.map((v, p) => formatLineValue(v, tolTnw.format, 0, tolTnw.nm![p]))).toEqual(['2.90', 'NM']);
    expect(footnotesOf([tolTnw])).toEqual({ notes: ['NM – negative TNW'], marks: [[null, 1]], noteMarks: [[]] });
  });

  it("numbers the analyst's notes after the reasons, once each, beside the figures of their periods", () => {
    const sales: ReportLine = {
      no: '1',
      label: 'Export sales',
      heading: false,
      format: 'amount',
      values: [5, null],
      reasons: [null, 'Not captured'],
      notes: [['Sales – Exports: LC backed'], []],
    };
    const other: ReportLine = {
      no: '2',
      label: 'Other',
      heading: false,
      format: 'amount',
      values: [1, 2],
      notes: [['Others: scrap'], ['Sales – Exports: LC backed', 'Others: scrap']],
    };
    expect(footnotesOf([sales, other])).toEqual({
      notes: ['Not captured', 'Note on Sales – Exports: LC backed', 'Note on Others: scrap'],
      marks: [[null, 1], []],
      noteMarks: [
        [[2], []],
        [[3], [2, 3]],
      ],
    });
  });

  it('marks the assessment year among the periods', () => {
    const periods = [
      { year: 2024, kind: 'Audited', label: 'FY 2023-24 (Audited)' },
      { year: 2025, kind: 'Estimated', label: 'FY 2024-25 (Estimated)' },
    ];
    expect(periodHeaders({ periods, assessment_year: 2025 })).toEqual([
      { label: 'FY 2023-24 (Audited)', assessed: false },
      { label: 'FY 2024-25 (Estimated)', assessed: true },
    ]);
  });
});
