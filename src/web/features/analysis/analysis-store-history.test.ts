import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InputScreenId } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { api, ApiRequestError } from '../../lib/api-client';
import type { AnalysisStore } from './analysis-store';
import { A, closeStore, openLoadedStore, openStore, YEAR } from './store-fixture';
import { clearSessionStorage } from '../../lib/storage';
import { wireSummary } from './summary-fixture';

// Only the api-client module is mocked (style.md P14); the store, the domain and the feature's api
// functions run for real.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

let store: AnalysisStore;

beforeEach(async () => {
  store = await openLoadedStore();
});

afterEach(() => closeStore(store));

describe('settings in the undo history', () => {
  beforeEach(() => {
    put.mockImplementation(async (_url: string, settings: unknown) => ({ data: wireSummary({ settings, version: 4 }) }));
  });

  it('makes a change of settings one undo step, undone and redone through the server', async () => {
    store.setInput(1, 'assetnliabs', 'tradeDebtors6', '100', 0);
    await store.updateSettings({ bookDebtMarginPct: 40 });
    expect(store.undoLabel).toBe('Book-debt margin 50% → 40%');
    expect(store.plainAt({ company: 1, period: 0 }, 'kfi.drawing_power_2')).toBe(60);

    // A settings step names no cell: the screen stays where it is.
    expect(store.undo()).toBeNull();
    expect(store.settings.bookDebtMarginPct).toBe(50);
    expect(store.plainAt({ company: 1, period: 0 }, 'kfi.drawing_power_2')).toBe(50);
    await vi.waitFor(() => expect(put).toHaveBeenLastCalledWith('/api/analyses/1/settings/', DEFAULT_SETTINGS));
    expect(store.redoLabel).toBe('Book-debt margin 50% → 40%');
    // The figure typed before is the next undo step.
    expect(store.undoLabel).toBe('Edit Trade Debtors < 6 months');

    store.redo();
    expect(store.settings.bookDebtMarginPct).toBe(40);
    expect(store.plainAt({ company: 1, period: 0 }, 'kfi.drawing_power_2')).toBe(60);
    await vi.waitFor(() => expect(put).toHaveBeenLastCalledWith('/api/analyses/1/settings/', { ...DEFAULT_SETTINGS, bookDebtMarginPct: 40 }));
  });

  it('labels the DSCR floor and the drawing-power method as the analyst knows them', async () => {
    await store.updateSettings({ dscrFloor: 1.5 });
    expect(store.undoLabel).toBe('DSCR floor 1.25 → 1.5');
    await store.updateSettings({ drawingPowerMethod: 'strict' });
    expect(store.undoLabel).toBe('Drawing power on stock paid stock → strict');
  });

  it('makes a reset to defaults one step that puts every changed setting back', async () => {
    await store.updateSettings({ dscrFloor: 1.5 });
    await store.updateSettings({ stockMarginPct: 30 });
    await store.resetSettings();
    expect(store.undoLabel).toBe('Reset settings to defaults');
    store.undo();
    expect(store.settings).toEqual({ ...DEFAULT_SETTINGS, dscrFloor: 1.5, stockMarginPct: 30 });
    expect(store.undoLabel).toBe('Stock margin 25% → 30%');
  });

  it('undoes a change of settings whose save is still on its way, and never an older step', async () => {
    store.setInput(1, 'assetnliabs', 'tradeDebtors6', '100', 0);
    let answer: (value: unknown) => void = () => undefined;
    put.mockImplementationOnce(
      (_url: string, settings: unknown) => new Promise((resolve) => (answer = () => resolve({ data: wireSummary({ settings, version: 4 }) }))),
    );
    const saving = store.updateSettings({ dscrFloor: 1.5 });
    expect(store.undoLabel).toBe('DSCR floor 1.25 → 1.5');
    store.undo();
    expect(store.settings.dscrFloor).toBe(1.25);
    expect(store.plainAt({ company: 1, period: 0 }, 'assetnliabs.tradeDebtors6')).toBe(100);
    answer(undefined);
    await saving;
    expect(store.redoLabel).toBe('DSCR floor 1.25 → 1.5');
    expect(store.undoLabel).toBe('Edit Trade Debtors < 6 months');
  });

  it('keeps an undo of settings the server refused on the undo side, with the settings as they were', async () => {
    await store.updateSettings({ dscrFloor: 1.5 });
    put.mockRejectedValueOnce(new ApiRequestError(503, 'storage_unavailable', 'storage unavailable'));
    store.undo();
    expect(store.settings.dscrFloor).toBe(1.25);
    await vi.waitFor(() => expect(store.settings.dscrFloor).toBe(1.5));
    expect(store.undoLabel).toBe('DSCR floor 1.25 → 1.5');
    expect(store.canRedo).toBe(false);
  });

  it('records nothing when the change changes nothing or the server refuses it', async () => {
    await store.updateSettings({ dscrFloor: 1.25 });
    expect(store.canUndo).toBe(false);
    put.mockRejectedValueOnce(new ApiRequestError(400, 'invalid_request', 'Invalid settings'));
    const outcome = await store.updateSettings({ dscrFloor: 1.5 });
    expect(outcome.notices).toHaveLength(1);
    expect(store.settings.dscrFloor).toBe(1.25);
    expect(store.canUndo).toBe(false);
  });
});

describe('the undo history across a reload of the tab', () => {
  /** A new page of the same tab: a new store over the same sessionStorage, loading what the server now holds. */
  async function reloadPage(serverFigure: number, serverSettings = DEFAULT_SETTINGS, version = 5) {
    get.mockImplementation(async (url: string) => {
      const screen = /^\/api\/analyses\/1\/screens\/(\w+)\/$/.exec(url)?.[1] as InputScreenId | undefined;
      if (screen) {
        const figures = screen === 'opstmt' ? { ...A.opstmt, salesExports: serverFigure } : A[screen];
        return {
          data: {
            version,
            unit: 'lakhs',
            assessment_year: 2025,
            periods: [{ year: 2025, kind: 'Audited' }],
            companies: [
              { name: A.name, by_year: { [YEAR]: figures } },
              { name: 'Beta Traders', by_year: { [YEAR]: {} } },
            ],
          },
        };
      }
      return { data: wireSummary({ settings: serverSettings, version }) };
    });
    const next = openStore().store;
    await next.load();
    return next;
  }

  it('undoes after a reload the last edit made before it, and redoes it, saving each to the server', async () => {
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    await store.save();
    store.dispose();
    // The server has 250, and a version our own save raised: the history still fits.
    store = await reloadPage(250, DEFAULT_SETTINGS, 9);
    expect(store.undoLabel).toBe('Edit Sales – Exports');
    expect(store.undo()).toEqual({ screen: 'opstmt', company: 0, period: 0, key: 'salesExports' });
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesExports')).toBe(A.opstmt.salesExports);
    await store.save();
    expect(post.mock.calls.at(-1)![1]).toEqual({ companies: [{ position: 0, by_year: { [YEAR]: { salesExports: A.opstmt.salesExports } } }] });
    store.redo();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesExports')).toBe(250);
  });

  it('keeps a change of settings across the reload', async () => {
    put.mockImplementation(async (_url: string, settings: unknown) => ({ data: wireSummary({ settings, version: 4 }) }));
    await store.updateSettings({ dscrFloor: 1.5 });
    store.dispose();
    store = await reloadPage(A.opstmt.salesExports, { ...DEFAULT_SETTINGS, dscrFloor: 1.5 });
    expect(store.undoLabel).toBe('DSCR floor 1.25 → 1.5');
    store.undo();
    expect(store.settings.dscrFloor).toBe(1.25);
  });

  it('drops it when the figure it would undo was changed elsewhere since', async () => {
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    await store.save();
    store.dispose();
    store = await reloadPage(300);
    expect(store.canUndo).toBe(false);
    expect(sessionStorage.getItem('undoHistory:1')).toBeNull();
  });

  it('is gone after sign-out (closing the analysis drops the history of the page)', async () => {
    const { store: s2, session } = openStore();
    await s2.load();
    s2.setInput(0, 'opstmt', 'salesExports', '250', 0);
    runInAction(() => {
      session.tokenId = null;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(null));
    clearSessionStorage();
    runInAction(() => {
      session.tokenId = 1;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(1));
    await s2.load();
    expect(s2.canUndo).toBe(false);
    s2.dispose();
  });
});
