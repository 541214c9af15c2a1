import { autorun, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inputRows } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { api, ApiRequestError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import type { AnalysisStore } from './analysis-store';
import { A, closeStore, openLoadedStore, openStore, YEAR } from './store-fixture';
import { announce } from '../../lib/announce';
import { wireSummary } from './summary-fixture';

// Only the api-client module is mocked (style.md P14); the store, the domain and the feature's api
// functions run for real.
vi.mock('../../lib/api-client', async () => (await import('../../lib/api-client.mock')).apiClientMock());

const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

let store: AnalysisStore;

beforeEach(async () => {
  store = await openLoadedStore();
});

afterEach(() => closeStore(store));

describe('loading', () => {
  it('loads all three statements and the settings when the analysis opens', () => {
    expect(store.isSettled).toBe(true);
    expect(store.companyNames).toEqual([A.name, 'Beta Traders']);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2000);
    // The worked example tallies (cma-domain §8).
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.totalCurrentAssets')).toBe(650);
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.wheatherAssetsLiabTallied')).toBe(true);
    expect(store.version).toBe(3);
    expect(store.isSaved).toBe(true);
  });

  it('is settled only once the settings and the projection assumptions have settled too, so a screen is drawn once', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const served = vi.mocked(api.get).getMockImplementation()!;
    const statementsServed: string[] = [];
    vi.mocked(api.get).mockImplementation(async (url: string, ...rest) => {
      // The assumptions' three reads (methods, fixed assets, term loans) answer last.
      if (/\/(projections|fixed-assets|term-loans)\/$/.test(url)) {
        await held;
      }
      if (url.includes('/screens/')) {
        statementsServed.push(url);
      }
      return served(url, ...rest);
    });
    const { store: next } = openStore();
    const loaded = next.load();
    await vi.waitFor(() => expect(statementsServed).toHaveLength(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(next.companyNames).toEqual([A.name, 'Beta Traders']);
    expect(next.isSettled).toBe(false);
    answer();
    await loaded;
    expect(next.isSettled).toBe(true);
    next.dispose();
  });
});

describe('editing', () => {
  it('recomputes the dependent totals at once, across statements', () => {
    expect(announce(store.setInput(0, 'opstmt', 'closingStockRM', '130', 0)).ok).toBe(true);
    // A change in raw material alone updates totalCurrentAssets (the spec §5 bug).
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.closingStockRM')).toBe(130);
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.totalCurrentAssets')).toBe(660);
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.differenceIfAny')).toBe(10);
    expect(store.plainAt({ company: 0, period: 0 }, 'assetnliabs.wheatherAssetsLiabTallied')).toBe(false);
  });

  it('recomputes only the cells that depend on the edit', () => {
    let salesRuns = 0;
    let netWorthRuns = 0;
    const stopSales = autorun(() => {
      store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales');
      salesRuns += 1;
    });
    const stopNetWorth = autorun(() => {
      store.plainAt({ company: 0, period: 0 }, 'assetnliabs.netWorth');
      netWorthRuns += 1;
    });
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2050);
    expect(salesRuns).toBe(2);
    expect(netWorthRuns).toBe(1);
    stopSales();
    stopNetWorth();
  });

  it('accepts Indian grouping and clears an empty entry to 0', () => {
    expect(announce(store.setInput(1, 'opstmt', 'salesDomestic', '1,23,456.50', 0)).ok).toBe(true);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(123456.5);
    expect(announce(store.setInput(1, 'opstmt', 'salesDomestic', '', 0)).ok).toBe(true);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(0);
  });

  it.each([
    ['a non-number', 'abc'],
    ['a negative', '-5'],
    ['more than 2 decimals', '1.234'],
    ['more than 1e13', '20000000000000'],
  ])('refuses %s, keeps the old value and tells the analyst', (_what, raw) => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    expect(announce(store.setInput(0, 'opstmt', 'salesDomestic', raw, 0)).ok).toBe(false);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesDomestic')).toBe(1800);
    expect(store.isSaved).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Kept 1,800.00'));
  });

  it('reads a typed figure with the same rules as a pasted one', () => {
    expect(announce(store.setInput(1, 'opstmt', 'salesDomestic', 'Rs 1,234', 0)).ok).toBe(true);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(1234);
    expect(announce(store.setInput(1, 'opstmt', 'salesDomestic', '-', 0)).ok).toBe(true);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(0);
    const outcome = store.setInput(1, 'opstmt', 'salesDomestic', '1,2,3', 0);
    expect(outcome.ok).toBe(false);
    expect(outcome.notices?.[0]?.text).toBe('Sales / Receipts – Domestic (Beta Traders): "1,2,3" is refused: misplaced commas. Kept 0.00.');
  });

  it.each(['-14.57', '(14.57)', '−14.57', '14.57-'])('stores %j as −14.57 on a signed row (a deferred-tax credit)', (raw) => {
    expect(announce(store.setInput(1, 'opstmt', 'provisionForTaxes', raw, 0)).ok).toBe(true);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.provisionForTaxes')).toBe(-14.57);
  });

  it('refuses a negative on a minimum-0 row and names the row where such an amount belongs', () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const outcome = store.setInput(1, 'assetnliabs', 'profitLossAcc', '(5)', 0);
    expect(outcome.ok).toBe(false);
    expect(outcome.notices?.[0]?.text).toContain(
      "must not be negative: enter it as a positive figure in 'Profit & Loss a/c (debit balance)' (Assets & Liabilities)",
    );
  });

  it('refuses to edit a derived row (a programmer error)', () => {
    expect(() => store.setInput(0, 'opstmt', 'totalSales', '5', 0)).toThrow(/derived/);
  });

  it('applies settings to every column at once and persists them', async () => {
    put.mockResolvedValue({ data: wireSummary({ version: 4 }) });
    store.setInput(1, 'assetnliabs', 'tradeDebtors6', '100', 0);
    const dpBefore = [store.plainAt({ company: 0, period: 0 }, 'kfi.drawing_power_2'), store.plainAt({ company: 1, period: 0 }, 'kfi.drawing_power_2')];
    await store.updateSettings({ bookDebtMarginPct: 40 });
    const dpAfter = [store.plainAt({ company: 0, period: 0 }, 'kfi.drawing_power_2'), store.plainAt({ company: 1, period: 0 }, 'kfi.drawing_power_2')];
    expect(dpAfter[0]).not.toEqual(dpBefore[0]);
    expect(dpAfter[1]).toBe(60);
    expect(put).toHaveBeenCalledWith('/api/analyses/1/settings/', { ...DEFAULT_SETTINGS, bookDebtMarginPct: 40 });
  });
});

describe('saving', () => {
  it('posts only the dirty statements, with the edited input keys per company and If-Match', async () => {
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    store.setInput(1, 'opstmt', 'salesDomestic', '900.5', 0);
    expect(store.isSaved).toBe(false);
    await store.save();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0]!;
    expect(url).toBe('/api/analyses/1/screens/opstmt/');
    expect(body).toEqual({
      companies: [
        { position: 0, by_year: { [YEAR]: { salesExports: 250 } } },
        { position: 1, by_year: { [YEAR]: { salesDomestic: 900.5 } } },
      ],
    });
    expect(config).toEqual({ headers: { 'If-Match': '"3"' } });
    expect(store.isSaved).toBe(true);
    expect(store.saveStatus).toBe('saved');
    expect(store.version).toBe(4);
  });

  it('sends only input keys of the catalogue', async () => {
    store.setInput(0, 'ocaocl', 'cashAndBankBalance', '30', 0);
    await store.save();
    const body = post.mock.calls[0]![1] as { companies: { by_year: Record<string, Record<string, number>> }[] };
    const inputs = new Set(inputRows('ocaocl').map((r) => r.key));
    const keys = body.companies.flatMap((c) => Object.values(c.by_year).flatMap((metrics) => Object.keys(metrics)));
    expect(keys).toEqual(['cashAndBankBalance']);
    expect(keys.every((k) => inputs.has(k))).toBe(true);
  });

  it('saves by itself after an idle pause', async () => {
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(post).toHaveBeenCalledTimes(1);
    expect(store.isSaved).toBe(true);
  });

  it('shows a conflict clearly when the analysis was changed elsewhere (409)', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    post.mockRejectedValueOnce(new ApiRequestError(409, 'version_conflict', 'stale version'));
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    announce(await store.save());
    expect(store.saveStatus).toBe('conflict');
    expect(store.isSaved).toBe(false);
    expect(error).toHaveBeenCalledWith('This analysis was changed elsewhere — reload');
  });

  it('keeps the edits when a save fails, so Retry can send them', async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    post.mockRejectedValueOnce(new ApiRequestError(0, 'unreachable', 'The server could not be reached.'));
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    await store.save();
    expect(store.saveStatus).toBe('failed');
    await store.save();
    expect(store.saveStatus).toBe('saved');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('saves the previous analysis before switching to another', async () => {
    const { store: s2, session } = openStore();
    await s2.load();
    s2.setInput(0, 'opstmt', 'salesExports', '250', 0);
    runInAction(() => {
      session.tokenId = 2;
    });
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith('/api/analyses/1/screens/opstmt/', expect.anything(), expect.anything()));
    s2.dispose();
  });
});

describe('undo, redo and paste', () => {
  const tsv = (rows: string[][]) => rows.map((r) => r.join('\t')).join('\r\n') + '\r\n';

  it('undoes and redoes a typed edit, marking the cell unsaved each time', async () => {
    expect(store.canUndo).toBe(false);
    store.setInput(0, 'opstmt', 'salesExports', '250', 0);
    expect(store.canUndo).toBe(true);
    expect(store.undoLabel).toBe('Edit Sales – Exports');
    await store.save();
    expect(store.isSaved).toBe(true);

    expect(store.undo()).toEqual({ screen: 'opstmt', company: 0, period: 0, key: 'salesExports' });
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2000);
    expect(store.isSaved).toBe(false);
    expect(store.canRedo).toBe(true);
    await store.save();
    expect(post.mock.calls.at(-1)![1]).toEqual({ companies: [{ position: 0, by_year: { [YEAR]: { salesExports: A.opstmt.salesExports } } }] });

    store.redo();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2050);
    expect(store.isSaved).toBe(false);
    expect(store.canRedo).toBe(false);
  });

  it('keeps canUndo and canRedo reactive for the toolbar', () => {
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.canUndo}/${store.canRedo}`));
    store.setInput(1, 'opstmt', 'others', '5', 0);
    store.undo();
    store.redo();
    stop();
    expect(seen).toEqual(['false/false', 'true/false', 'false/true', 'true/false']);
  });

  it('pastes a whole block as one undo step, across rows and companies', () => {
    const outcome = announce(
      store.pasteBlock(
        'opstmt',
        tsv([
          ['1,23,456', '₹ 2,000.50'],
          ['Rs. 12,345', '-'],
          ['1,000', ''],
        ]),
        {
          key: 'salesDomestic',
          company: 0,
          period: 0,
        },
      ),
    );
    expect(outcome).toEqual({ changed: 5, refused: 0, truncated: false });
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(136801);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.totalSales')).toBe(2000.5);
    expect(store.undoLabel).toBe('Paste of 3 × 2 cells');

    store.undo();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2000);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.totalSales')).toBe(0);
    expect(store.canUndo).toBe(false);
    store.redo();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(136801);
  });

  it('starts a paste focused on a derived row at the next input row', () => {
    store.pasteBlock('opstmt', '7\n8\n', { key: 'totalSales', company: 1, period: 0 });
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.openingStockFinishedGoods')).toBe(7);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.openingStockWIP')).toBe(8);
  });

  it('keeps the old value of a refused cell, marks it, and lists it in one toast', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    announce(
      store.pasteBlock(
        'opstmt',
        tsv([
          ['abc', '(5)'],
          ['300', '40'],
        ]),
        { key: 'salesDomestic', company: 0, period: 0 },
      ),
    );
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesDomestic')).toBe(1800);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(0);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.salesExports')).toBe(300);
    expect(store.isRefused(0, 'opstmt', 'salesDomestic', 0)).toBe(true);
    expect(store.isRefused(1, 'opstmt', 'salesDomestic', 0)).toBe(true);
    expect(store.isRefused(0, 'opstmt', 'salesExports', 0)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/^2 cells kept their old value: .*'abc' \(not a number\).*'\(5\)' \(must not be negative\)/);
    // A mark lasts until its own cell's next edit: another cell's edit leaves it.
    store.setInput(1, 'opstmt', 'others', '1', 0);
    expect(store.isRefused(0, 'opstmt', 'salesDomestic', 0)).toBe(true);
    store.setInput(0, 'opstmt', 'salesDomestic', '1,900', 0);
    expect(store.isRefused(0, 'opstmt', 'salesDomestic', 0)).toBe(false);
    expect(store.isRefused(1, 'opstmt', 'salesDomestic', 0)).toBe(true);
  });

  it('marks a refused typed figure on its cell until that cell is edited again', () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    store.setInput(1, 'opstmt', 'salesExports', '12abc', 0);
    expect(store.isRefused(1, 'opstmt', 'salesExports', 0)).toBe(true);
    store.setInput(0, 'opstmt', 'salesExports', '5', 0);
    expect(store.isRefused(1, 'opstmt', 'salesExports', 0)).toBe(true);
    store.setInput(1, 'opstmt', 'salesExports', '15', 0);
    expect(store.isRefused(1, 'opstmt', 'salesExports', 0)).toBe(false);
  });

  it('records nothing for a paste that changes nothing', () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    store.pasteBlock('opstmt', 'abc\n', { key: 'salesDomestic', company: 0, period: 0 });
    store.pasteBlock('opstmt', `${A.opstmt.salesDomestic}\n`, { key: 'salesDomestic', company: 0, period: 0 });
    expect(store.canUndo).toBe(false);
  });

  it('tells the analyst when a block is cut at the grid edge', () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
    announce(store.pasteBlock('opstmt', '1\t2\t3\n', { key: 'salesDomestic', company: 1, period: 0 }));
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(1);
    expect(info).toHaveBeenCalledWith('The block was larger than the grid: 2 columns beyond the edge were not pasted.');
  });

  it('clears a block of inputs to 0 as one step, leaving derived cells alone', () => {
    store.clearInputs([
      { company: 0, period: 0, screen: 'opstmt', key: 'salesDomestic' },
      { company: 0, period: 0, screen: 'opstmt', key: 'salesExports' },
      { company: 0, period: 0, screen: 'opstmt', key: 'totalSales' },
    ]);
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(0);
    expect(store.undoLabel).toBe('Clear 2 cells');
    store.undo();
    expect(store.plainAt({ company: 0, period: 0 }, 'opstmt.totalSales')).toBe(2000);
  });

  it('keeps at least 100 steps', () => {
    for (let i = 1; i <= 150; i += 1) {
      store.setInput(1, 'opstmt', 'salesDomestic', String(i), 0);
    }
    let steps = 0;
    while (store.undo()) {
      steps += 1;
    }
    expect(steps).toBe(150);
    expect(store.plainAt({ company: 1, period: 0 }, 'opstmt.salesDomestic')).toBe(0);
  });

  it('keeps one history per analysis', async () => {
    const { store: s2, session } = openStore();
    await s2.load();
    s2.setInput(0, 'opstmt', 'salesExports', '250', 0);
    runInAction(() => {
      session.tokenId = 2;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(2));
    expect(s2.canUndo).toBe(false);
    runInAction(() => {
      session.tokenId = 1;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(1));
    expect(s2.canUndo).toBe(true);
    s2.dispose();
  });

  it('drops every history at sign-out (the session closes the analysis)', async () => {
    const { store: s2, session } = openStore();
    await s2.load();
    s2.setInput(0, 'opstmt', 'salesExports', '250', 0);
    expect(s2.canUndo).toBe(true);
    runInAction(() => {
      session.tokenId = null;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(null));
    runInAction(() => {
      session.tokenId = 1;
    });
    await vi.waitFor(() => expect(s2.tokenId).toBe(1));
    expect(s2.canUndo).toBe(false);
    s2.dispose();
  });

  it('selects a block with Shift+arrows and drops it on a plain move', () => {
    store.select({ screen: 'opstmt', company: 0, period: 0, key: 'salesExports' });
    store.extendBlock({ screen: 'opstmt', company: 1, period: 0, key: 'totalSales' });
    expect(store.blockOf('opstmt')).toEqual({ rows: ['salesExports', 'others', 'totalSales'], companies: [0, 1] });
    expect(store.inBlock('opstmt', 1, 'others')).toBe(true);
    store.select({ screen: 'opstmt', company: 0, period: 0, key: 'others' });
    expect(store.inBlock('opstmt', 1, 'others')).toBe(false);
    expect(store.blockOf('opstmt')).toEqual({ rows: ['others'], companies: [0] });
  });
});
