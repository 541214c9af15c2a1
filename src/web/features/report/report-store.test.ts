import { EMPTY_DRAFT } from './limits-draft';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisSummary, ReportModel } from '../../../contract';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { api } from '../../lib/api-client';
import { ReportStore } from './report-store';

function model(): ReportModel {
  return {
    analysis: { id: 9, name: 'Two traders', unit: 'lakhs', unit_label: '₹ lakhs', version: 4 },
    assessment_year: 2025,
    periods: [
      { year: 2024, kind: 'Audited', label: 'FY 2023-24 (Audited)' },
      { year: 2025, kind: 'Estimated', label: 'FY 2024-25 (Estimated)' },
    ],
    companies: [
      { name: 'Alpha', limits: [{ facility: 'Cash credit', existing: 100 }], forms: [], checks: [], bankers_flags: [] },
      { name: 'Beta', limits: [], forms: [], checks: [], bankers_flags: [] },
    ],
    assumptions: [{ label: 'Tandon margin on current assets', value: '25%' }],
    profile: { firm_name: 'Rao & Co', prepared_by: 'A. Rao', print_product_name: false },
    sign_off: {},
    generated_at: '2025-06-01T10:00:00Z',
  };
}

const summary = (version: number): AnalysisSummary => ({
  id: 9,
  name: 'Two traders',
  year: 2025,
  unit: 'lakhs',
  num_companies: 2,
  company_names: ['Alpha', 'Beta'],
  company_types: ['company', 'company'],
  settings: DEFAULT_SETTINGS,
  updated_at: '2025-06-01T10:00:00Z',
  version,
  periods: [
    { year: 2024, kind: 'Audited' },
    { year: 2025, kind: 'Estimated' },
  ],
});

type Reply = { status: number; data?: unknown };

/** The two companies with no loans: the schedule and break-even the report prints after the forms. */
const noLoans = { version: 4, periods: model().periods.map(({ year, kind }) => ({ year, kind })), companies: [] };
const noBreakEven = { ...noLoans, unit: 'lakhs', assessment_year: 2025 };

/** What each GET of the report answers. */
function readOf(url: string): unknown {
  if (url.includes('/term-loans/schedule/')) {
    return noLoans;
  }
  if (url.endsWith('/snapshots/')) {
    return { snapshots: [] };
  }
  return url.includes('/screens/breakeven/') ? noBreakEven : model();
}

/** Answers each request at the HTTP client (the api client's interceptors run for real), recording it. */
function fakeServer(respond: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data = {} } = respond(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

const original = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = original;
});

async function loaded(respond: (config: InternalAxiosRequestConfig) => Reply = () => ({ status: 200, data: model() }), reportOf: () => ReportModel = model) {
  const seen = fakeServer((config) => {
    if (config.url?.endsWith('/sensitivity/')) {
      return { status: 200, data: { cases: [] } };
    }
    if (config.method === 'get' && config.url?.endsWith('/report/')) {
      return { status: 200, data: reportOf() };
    }
    return config.method === 'get' ? { status: 200, data: readOf(config.url ?? '') } : respond(config);
  });
  const store = new ReportStore(9);
  await store.load();
  return { store, seen };
}

describe('ReportStore', () => {
  it('loads the report of the analysis and starts Form I from the stored limits', async () => {
    const { store, seen } = await loaded();
    expect(seen[0]?.url).toBe('/api/analyses/9/report/');
    expect(store.model?.analysis.name).toBe('Two traders');
    expect(store.drafts).toEqual([[{ ...EMPTY_DRAFT, facility: 'Cash credit', existing: '100.00' }], []]);
    expect(store.limitsDirty).toBe(false);
    expect(store.shownCompanies.map((c) => c.company.name)).toEqual(['Alpha', 'Beta']);
    store.setCompany(1);
    expect(store.shownCompanies.map((c) => c.company.name)).toEqual(['Beta']);
  });

  it('says why a report could not be loaded', async () => {
    fakeServer(() => ({ status: 404, data: { error: 'Analysis not found', details: null } }));
    const store = new ReportStore(9);
    await store.load();
    expect(store.model).toBeNull();
    expect(store.loadError).toBe('Analysis not found');
  });

  it('refuses a malformed report rather than printing it', async () => {
    fakeServer(() => ({ status: 200, data: { ...model(), periods: 'none' } }));
    const store = new ReportStore(9);
    await store.load();
    expect(store.model).toBeNull();
    expect(store.loadError).toMatch(/periods/);
  });

  it('saves Form I of every company with the version as If-Match, then reads the report again (its recommendation and checks follow the limits)', async () => {
    let stored: ReportModel | null = null;
    const { store, seen } = await loaded(
      (config) => {
        if (config.method === 'put') {
          const base = model();
          stored = {
            ...base,
            analysis: { ...base.analysis, version: 5 },
            companies: base.companies.map((c, i) => ({ ...c, limits: JSON.parse(config.data as string).companies[i], limit_flags: ['checked'] })),
          };
          return { status: 200, data: summary(5) };
        }
        return { status: 400, data: {} };
      },
      () => stored ?? model(),
    );
    store.addFacility(1);
    store.editLimit(1, 0, 'facility', 'Term loan');
    store.editLimit(1, 0, 'proposed', '2,50,000');
    expect(store.limitsDirty).toBe(true);
    expect(await store.saveLimits()).toBe(true);
    const put = seen.find((c) => c.method === 'put');
    expect(put?.url).toBe('/api/analyses/9/limits/');
    expect(put?.headers.get('If-Match')).toBe('"4"');
    expect(JSON.parse(put?.data as string)).toEqual({
      companies: [[{ facility: 'Cash credit', existing: 100 }], [{ facility: 'Term loan', proposed: 250000 }]],
    });
    expect(store.model?.analysis.version).toBe(5);
    expect(store.model?.companies[1]?.limits).toEqual([{ facility: 'Term loan', proposed: 250000 }]);
    expect(store.model?.companies[0]?.limit_flags).toEqual(['checked']);
    expect(store.limitsSave).toEqual({ state: 'saved' });
    expect(store.limitsDirty).toBe(false);
  });

  it('sends nothing while a field is refused, and marks the field', async () => {
    const { store, seen } = await loaded();
    store.editLimit(0, 0, 'outstanding', '12 lakh');
    expect(await store.saveLimits()).toBe(false);
    expect(seen.filter((c) => c.method === 'put')).toHaveLength(0);
    expect(store.limitErrors[0]?.[0]).toEqual({ outstanding: '“12 lakh”: not a number' });
    expect(store.limitsSave.state).toBe('failed');
    store.editLimit(0, 0, 'outstanding', '12');
    expect(store.limitErrors[0]?.[0]?.outstanding).toBeUndefined();
  });

  it('keeps the entries and says so on a 409, without taking the stale version', async () => {
    const { store } = await loaded(() => ({
      status: 409,
      data: { error: 'The analysis was changed elsewhere; reload it before saving', code: 'version_conflict', details: { version: 4 } },
    }));
    store.editLimit(0, 0, 'existing', '150');
    expect(await store.saveLimits()).toBe(false);
    expect(store.limitsSave.state).toBe('conflict');
    expect(store.limitsSave.state === 'conflict' ? store.limitsSave.message : '').toMatch(/changed elsewhere/);
    expect(store.drafts[0]?.[0]?.existing).toBe('150');
    expect(store.model?.analysis.version).toBe(4);
  });

  it('patches the firm and preparer and prints what the server stored', async () => {
    const { store, seen } = await loaded((config) => ({
      status: 200,
      data: { firm_name: 'Rao & Co LLP', prepared_by: JSON.parse(config.data as string).prepared_by, print_product_name: false },
    }));
    await store.saveProfile({ firm_name: 'Rao & Co LLP', prepared_by: 'B. Rao' });
    const patch = seen.find((c) => c.method === 'patch');
    expect(patch?.url).toBe('/api/me/profile/');
    expect(store.model?.profile).toEqual({ firm_name: 'Rao & Co LLP', prepared_by: 'B. Rao', print_product_name: false });
  });
});
