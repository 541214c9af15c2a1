import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { RootStore } from '../../stores/root-store';
import { AnalysisStore } from './analysis-store';
import { serveAnalysis } from './store-fixture';
import { wireSummary } from './summary-fixture';
import { createAnalysisStore } from './use-analysis';

// The open analysis's lifecycle in the root store: made once on first use, following the session's analysis,
// flushed for the pages that read figures back, and gone with the sign-out. Only the HTTP client is mocked.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const post = vi.mocked(api.post);
const screensPosted = () => post.mock.calls.filter(([url]) => String(url).includes('/screens/')).length;

let root: RootStore;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  vi.clearAllMocks();
  serveAnalysis();
  root = new RootStore(async (r) => createAnalysisStore(r));
  await root.start();
  root.session.openAnalysis(wireSummary());
});

afterEach(() => {
  root.auth.forget();
  root.session.dispose();
});

/** The root's analysis store, opened and loaded, with one figure typed and not yet saved. */
async function openWithEdit(): Promise<AnalysisStore> {
  const store = (await root.openAnalysis()) as AnalysisStore;
  await store.load();
  store.setInput(0, 'opstmt', 'closingStockRM', '130', 0);
  return store;
}

describe('the open analysis in the root store', () => {
  it('is made once, on first use, and follows the session’s analysis', async () => {
    expect(root.analysis).toBeNull();
    const [first, second] = await Promise.all([root.openAnalysis(), root.openAnalysis()]);
    expect(first).toBe(second);
    expect(root.analysis).toBe(first);
    expect(first).toBeInstanceOf(AnalysisStore);
    expect((first as AnalysisStore).tokenId).toBe(1);
  });

  it('says it holds unsaved edits until flushEdits has saved them', async () => {
    await openWithEdit();
    expect(root.hasUnsavedEdits).toBe(true);
    await root.flushEdits();
    expect(screensPosted()).toBe(1);
    expect(root.hasUnsavedEdits).toBe(false);
  });

  it('still says so after a flush whose save failed (a unit conversion then refuses to run)', async () => {
    await openWithEdit();
    post.mockRejectedValueOnce(new Error('offline'));
    await root.flushEdits();
    expect(root.hasUnsavedEdits).toBe(true);
  });

  it('saves the previous analysis’s edits when another one opens, then holds the new one', async () => {
    const store = await openWithEdit();
    root.session.openAnalysis(wireSummary({ id: 2, name: 'Other' }));
    await vi.waitFor(() => expect(store.tokenId).toBe(2));
    expect(post.mock.calls.map(([url]) => url)).toEqual(['/api/analyses/1/screens/opstmt/']);
    expect(root.analysis).toBe(store);
    expect(root.hasUnsavedEdits).toBe(false);
  });

  it('reloads the figures when the session says the analysis changed outside the screens', async () => {
    await openWithEdit();
    const gets = vi.mocked(api.get).mock.calls.length;
    root.session.changedElsewhere(wireSummary({ version: 9 }));
    await vi.waitFor(() => expect(vi.mocked(api.get).mock.calls.length).toBeGreaterThan(gets));
  });

  it('signing out saves what was typed, then disposes the store: no reaction, idle save or pagehide save is left', async () => {
    vi.useFakeTimers();
    const beacon = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    try {
      const store = await openWithEdit();
      await root.logout();
      expect(screensPosted()).toBe(1);
      expect(root.analysis).toBeNull();
      expect(root.session.tokenId).toBeNull();

      // The disposed store no longer follows the session, saves when idle, or on pagehide.
      root.session.openAnalysis(wireSummary({ id: 2 }));
      expect(store.tokenId).toBeNull();
      store.doc.ensureCompanies(1, () => 'A');
      store.setInput(0, 'opstmt', 'closingStockRM', '140', 0);
      await vi.advanceTimersByTimeAsync(60_000);
      window.dispatchEvent(new Event('pagehide'));
      expect(screensPosted()).toBe(1);
      expect(beacon).not.toHaveBeenCalled();

      // The next open makes a new store.
      const next = await root.openAnalysis();
      expect(next).not.toBe(store);
      expect(root.analysis).toBe(next);
    } finally {
      beacon.mockRestore();
      vi.useRealTimers();
    }
  });

  it('a sign-out while the store’s code is loading disposes the store it then makes', async () => {
    let release: () => void = () => undefined;
    const made: AnalysisStore[] = [];
    const slow = new RootStore(async (r) => {
      await new Promise<void>((resolve) => (release = resolve));
      made.push(createAnalysisStore(r));
      return made[0]!;
    });
    const opening = slow.openAnalysis();
    slow.auth.forget();
    release();
    await opening;
    expect(slow.analysis).toBeNull();
    slow.session.openAnalysis(wireSummary({ id: 3 }));
    expect(made[0]!.tokenId).toBeNull();
  });

  it('a factory that fails is tried again on the next call', async () => {
    let fail = true;
    const flaky = new RootStore(async (r) => {
      if (fail) {
        throw new Error('chunk failed to load');
      }
      return createAnalysisStore(r);
    });
    await expect(flaky.openAnalysis()).rejects.toThrow('chunk failed to load');
    fail = false;
    expect(await flaky.openAnalysis()).toBeInstanceOf(AnalysisStore);
    flaky.auth.forget();
  });
});
