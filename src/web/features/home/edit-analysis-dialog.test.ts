import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../../../contract';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { editPatch } from './edit-analysis-dialog';

const analysis: AnalysisSummary = {
  id: 1,
  name: 'Review',
  year: 2025,
  unit: 'lakhs',
  num_companies: 3,
  company_names: ['Alpha', 'Beta', 'Gamma'],
  company_types: ['company', 'company', 'company'],
  settings: DEFAULT_SETTINGS,
  version: 4,
  updated_at: '2025-01-01T00:00:00Z',
  periods: [{ year: 2025, kind: 'Estimated' }],
};
const rows = (...order: number[]) => order.map((from) => ({ from, name: analysis.company_names[from] ?? '' }));

describe('editPatch', () => {
  it('sends nothing when nothing changed', () => {
    expect(editPatch(analysis, ' Review ', rows(0, 1, 2))).toBeNull();
  });

  it('sends a new name, trimmed', () => {
    expect(editPatch(analysis, ' Q4 review ', rows(0, 1, 2))).toEqual({ name: 'Q4 review' });
  });

  it('sends a reorder as the permutation of old positions, without names when none changed', () => {
    expect(editPatch(analysis, 'Review', rows(2, 0, 1))).toEqual({ company_order: [2, 0, 1] });
  });

  it('sends renamed companies in the new order', () => {
    const moved = rows(1, 0, 2).map((r) => (r.from === 0 ? { ...r, name: 'Alpha Ltd' } : r));
    expect(editPatch(analysis, 'Review', moved)).toEqual({ company_order: [1, 0, 2], company_names: ['Beta', 'Alpha Ltd', 'Gamma'] });
  });
});
