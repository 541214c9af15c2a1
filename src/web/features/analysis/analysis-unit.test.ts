import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AmountUnit } from '../../../contract';
import type { InputScreenId } from '../../../domain/model';
import { api, ApiRequestError } from '../../lib/api-client';
import { AnalysisStore } from './analysis-store';
import { testSession } from './test-session';
import { wireSummary } from './summary-fixture';

// Only the api-client module is mocked (style.md P14); the store, the domain and the feature's api run for real.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

/** The server's analysis 1: one period, Sales – Domestic of company A in `unit`, at `version`. */
const server = { unit: 'lakhs' as AmountUnit, sales: 200, version: 3 };

beforeEach(() => {
  sessionStorage.clear();
  Object.assign(server, { unit: 'lakhs', sales: 200, version: 3 });
  get.mockImplementation(async (url: string) => {
    const screen = /^\/api\/analyses\/1\/screens\/(\w+)\/$/.exec(url)?.[1] as InputScreenId | undefined;
    if (screen) {
      const figures = screen === 'opstmt' ? { salesDomestic: server.sales } : {};
      return {
        data: {
          version: server.version,
          unit: server.unit,
          assessment_year: 2025,
          periods: [{ year: 2025, kind: 'Audited' }],
          companies: [
            { name: 'A', by_year: { '2025': figures } },
            { name: 'B', by_year: { '2025': {} } },
          ],
        },
      };
    }
    if (url === '/api/analyses/1/') {
      return { data: wireSummary({ version: server.version, unit: server.unit }) };
    }
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockResolvedValue({ data: { version: server.version + 1 }, headers: {} });
});

afterEach(() => vi.clearAllMocks());

/** Another tab converts analysis 1 from ₹ lakhs to ₹ (× 1,00,000). */
function convertElsewhere() {
  Object.assign(server, { unit: 'rupees', sales: server.sales * 100_000, version: server.version + 1 });
}

describe('the entry unit comes from the server alone', () => {
  it('takes the unit the figures loaded in, and again on a reload after a conversion elsewhere', async () => {
    const session = testSession();
    const store = new AnalysisStore({ session });
    expect(session.unit).toBeNull();
    await store.load();
    expect(session.unit).toBe('lakhs');
    convertElsewhere();
    await store.reload();
    expect(session.unit).toBe('rupees');
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesDomestic')).toBe(20_000_000);
    store.dispose();
  });

  it('drops the undo steps kept in the old unit: Ctrl+Z after a conversion elsewhere puts back nothing at the old scale', async () => {
    const session = testSession();
    const store = new AnalysisStore({ session });
    await store.load();
    store.setInput(0, 'opstmt', 'salesDomestic', '0', 0); // a step: 200 → 0 (in lakhs)
    await store.save();
    server.sales = 0;
    convertElsewhere(); // 0 stays 0, so the figures alone cannot tell the step is stale
    await store.reload();
    expect(store.canUndo).toBe(false);
    expect(store.undo()).toBeNull();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesDomestic')).toBe(0);
    store.dispose();
  });

  it('drops a history kept in sessionStorage in the old unit when a reloaded page loads the analysis in another', async () => {
    const first = new AnalysisStore({ session: testSession() });
    await first.load();
    first.setInput(0, 'opstmt', 'salesDomestic', '0', 0);
    await first.save();
    first.dispose();
    server.sales = 0;
    convertElsewhere();
    const reloaded = new AnalysisStore({ session: testSession() });
    await reloaded.load();
    expect(reloaded.canUndo).toBe(false);
    reloaded.dispose();
  });

  it('never saves a figure typed in the old unit: after the 409, the reload drops it and says so', async () => {
    const session = testSession();
    const store = new AnalysisStore({ session });
    await store.load();
    store.setInput(0, 'opstmt', 'salesExports', '3', 0); // ₹3 lakhs
    convertElsewhere();
    post.mockRejectedValueOnce(new ApiRequestError(409, 'version_conflict', 'stale version'));
    await store.save();
    expect(store.saveStatus).toBe('conflict');
    const outcome = await store.reload();
    expect(outcome.notices?.map((n) => n.text)).toEqual([
      '1 figure typed in ₹ lakhs could not be saved: the analysis was converted to ₹ elsewhere. Type it again.',
    ]);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesExports')).toBe(0);
    expect(store.isSaved).toBe(true);
    post.mockClear();
    await store.save();
    expect(post).not.toHaveBeenCalled();
    store.dispose();
  });
});
