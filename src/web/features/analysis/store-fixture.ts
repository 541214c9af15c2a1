import { vi } from 'vitest';
import worked from '../../../../fixtures/worked-example.json';
import type { AmountUnit } from '../../../contract';
import type { InputScreenId } from '../../../domain/model';
import { api } from '../../lib/api-client';
import { AnalysisStore } from './analysis-store';
import { testSession } from './test-session';
import { wireSummary } from './summary-fixture';

/**
 * The analysis store's tests share this setup. Each test file mocks the api-client module itself
 * (`vi.mock` is hoisted per file); these helpers then drive that mock.
 */

type WorkedCompany = (typeof worked.companies)[number];
/** Company A of the worked example. */
export const A = worked.companies[0] as WorkedCompany;
/** The one period served, as a `by_year` key. */
export const YEAR = '2025';

/** The all-periods server in miniature: one period, company A of the worked example, and an empty company B. */
export function serveAnalysis(version = 3, unit: AmountUnit = 'lakhs') {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    const screen = /^\/api\/analyses\/1\/screens\/(\w+)\/$/.exec(url)?.[1] as InputScreenId | undefined;
    if (screen) {
      return {
        data: {
          version,
          unit,
          assessment_year: 2025,
          periods: [{ year: 2025, kind: 'Audited' }],
          companies: [
            { name: A.name, by_year: { [YEAR]: A[screen] } },
            { name: 'Beta Traders', by_year: { [YEAR]: {} } },
          ],
        },
      };
    }
    if (url === '/api/analyses/1/') {
      return { data: wireSummary({ version, unit }) };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  vi.mocked(api.post).mockResolvedValue({ data: { version: version + 1 }, headers: {} });
}

/** A store of analysis 1 in a fresh test session, not loaded yet. */
export function openStore() {
  const session = testSession();
  return { store: new AnalysisStore({ session }), session };
}

/** Before each test: fake timers, a fresh tab (no undo history kept from another test), and analysis 1 loaded. */
export async function openLoadedStore(): Promise<AnalysisStore> {
  vi.useFakeTimers();
  sessionStorage.clear();
  serveAnalysis();
  const { store } = openStore();
  await store.load();
  return store;
}

/** After each test: the store closed, the mocks and the timers reset. */
export function closeStore(store: AnalysisStore): void {
  store.dispose();
  vi.clearAllMocks();
  vi.useRealTimers();
}
