import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../../contract';
import { DEFAULT_SETTINGS } from '../../contract';
import { SessionStore } from './session-store';

const summary: AnalysisSummary = {
  id: 42,
  name: 'Steel peers',
  year: 2024,
  num_companies: 3,
  company_names: ['Anand Steels', 'Coastal Agro', 'Vishal Pharma'],
  company_types: ['company', 'company', 'company'],
  unit: 'crores',
  settings: DEFAULT_SETTINGS,
  version: 3,
  updated_at: '2025-01-01T00:00:00.000Z',
  periods: [{ year: 2024, kind: 'Estimated' }],
};

describe('SessionStore', () => {
  let store: SessionStore;
  beforeEach(() => {
    localStorage.clear();
    store = new SessionStore();
  });
  afterEach(() => store.dispose());

  it('persists the open analysis under "root" and the company count under its own key', async () => {
    await store.rehydrate();
    store.openAnalysis(summary);
    expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual({
      tokenId: 42,
      numCompanies: 3,
      year: 2024,
      companyNames: ['Anand Steels', 'Coastal Agro', 'Vishal Pharma'],
      companyTypes: ['company', 'company', 'company'],
      analysisName: 'Steel peers',
    });
    expect(localStorage.getItem('numCompanies')).toBe('3');
  });

  it('takes the new unit of the open analysis changed elsewhere and counts the change; another analysis changes nothing', async () => {
    await store.rehydrate();
    store.openAnalysis(summary);
    store.changedElsewhere({ ...summary, id: 7, unit: 'rupees' });
    expect([store.unit, store.outsideChanges]).toEqual(['crores', 0]);
    store.changedElsewhere({ ...summary, unit: 'rupees', version: 4 });
    expect([store.unit, store.outsideChanges]).toEqual(['rupees', 1]);
  });

  it('takes the unit only from the server: a reload knows none until the figures load, and an answer for another analysis is ignored', async () => {
    await store.rehydrate();
    store.openAnalysis(summary);
    store.dispose();
    // An earlier version kept the unit in "root": a conversion made elsewhere since would have left it stale.
    localStorage.setItem('root', JSON.stringify({ ...JSON.parse(localStorage.getItem('root')!), unit: 'lakhs' }));
    const reloaded = new SessionStore();
    await reloaded.rehydrate();
    expect(reloaded.unit).toBeNull();
    reloaded.unitIs(7, 'thousands');
    expect(reloaded.unit).toBeNull();
    reloaded.unitIs(42, 'rupees');
    expect(reloaded.unit).toBe('rupees');
    reloaded.dispose();
  });

  it('restores a persisted session on start, as a reload would', async () => {
    await store.rehydrate();
    store.openAnalysis(summary);
    store.dispose();

    const reloaded = new SessionStore();
    await reloaded.rehydrate();
    expect(reloaded.tokenId).toBe(42);
    expect(reloaded.companyNames).toEqual(summary.company_names);
    expect(reloaded.hasAnalysis).toBe(true);
    reloaded.dispose();
  });

  it('clearing removes the persisted keys', async () => {
    await store.rehydrate();
    store.openAnalysis(summary);
    store.clear();
    expect(localStorage.getItem('root')).toBeNull();
    expect(localStorage.getItem('numCompanies')).toBeNull();
    expect(store.hasAnalysis).toBe(false);
  });

  it('ignores a corrupt or wrongly typed "root" instead of failing the start', async () => {
    localStorage.setItem('root', '{not json');
    await store.rehydrate();
    expect(store.tokenId).toBeNull();

    localStorage.setItem('root', JSON.stringify({ tokenId: '7', numCompanies: 2, unit: 'gallons', companyNames: ['A', 3] }));
    const other = new SessionStore();
    await other.rehydrate();
    expect(other.tokenId).toBeNull();
    expect(other.numCompanies).toBe(2);
    expect(other.unit).toBeNull();
    expect(other.companyNames).toEqual(['A']);
    other.dispose();
  });

  it('rejects when rehydration takes longer than the time-out (spec §9)', async () => {
    const never = () => new Promise<never>(() => undefined);
    await expect(store.rehydrate(20, never)).rejects.toThrow(/timed out after 20 ms/);
  });
});
