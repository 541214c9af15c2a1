import type { AnalysisSummary } from '../../../contract';
import type { Settings } from '../../../domain/settings';
import { DEFAULT_SETTINGS } from '../../../domain/settings';

/**
 * A whole GET /api/analyses/{id}/ answer for the mocked client of store tests (the client parses every answer
 * with the endpoint's schema): analysis 1, two companies, one period, with `overrides` on top.
 */
export function wireSummary(overrides: Partial<Omit<AnalysisSummary, 'settings'>> & { settings?: unknown } = {}): AnalysisSummary {
  return {
    id: 1,
    name: 'Worked example',
    year: 2025,
    num_companies: 2,
    company_names: ['Alpha', 'Beta Traders'],
    company_types: ['company', 'company'],
    unit: 'lakhs',
    version: 1,
    updated_at: '2026-01-01 00:00:00+00',
    periods: [{ year: 2025, kind: 'Audited' }],
    ...overrides,
    settings: (overrides.settings ?? DEFAULT_SETTINGS) as Settings,
  };
}
