import { beforeEach, describe, expect, it } from 'vitest';
import { INPUT_SCREENS, inputRows } from '../../../domain/model';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { clearSessionStorage, STORAGE_KEYS, undoHistoryKey, writeJson } from '../../lib/storage';
import { inputKey } from './analysis-document';
import { EditHistory, isSettingTarget, MAX_STORED_CHARS } from './edit-history';
import type { EditTarget, EditValue, HistoryFit } from './edit-history';
import type { AmountUnit } from '../../../contract';

const YEARS = [2024, 2025];
const sales = { company: 0, period: 1, screen: 'opstmt', key: 'salesDomestic' } as const;
const exports = { company: 1, period: 0, screen: 'opstmt', key: 'salesExports' } as const;

/** The analysis as a server would load it: figures by cell key, settings, years and companies. */
function analysis(figures: Record<string, number> = {}, settings = DEFAULT_SETTINGS, years = YEARS, companyCount = 2, unit: AmountUnit = 'lakhs'): HistoryFit {
  return {
    years,
    companyCount,
    unit,
    valueOf: (target: EditTarget): EditValue => (isSettingTarget(target) ? settings[target.setting] : (figures[inputKey(target)] ?? 0)),
  };
}

/** A history of analysis 7 as a page would hold it. */
function page(analysisId = 7) {
  const history = new EditHistory(
    () => YEARS,
    () => 'lakhs',
  );
  history.open(analysisId);
  return history;
}

const stored = (analysisId = 7) => sessionStorage.getItem(undoHistoryKey(analysisId));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the undo history across a reload', () => {
  it('is taken back by the next page when the analysis holds what the history left', () => {
    const before = page();
    before.record('Edit Sales – Domestic', [{ target: sales, before: 100, after: 250 }]);
    before.record('Edit Sales – Exports', [{ target: exports, before: 0, after: 40 }]);
    before.undo();

    const after = page();
    expect(after.canUndo).toBe(false);
    expect(after.restore(analysis({ [inputKey(sales)]: 250 }))).toBe(true);
    expect(after.undoLabel).toBe('Edit Sales – Domestic');
    expect(after.redoLabel).toBe('Edit Sales – Exports');
    expect(after.redo()).toEqual({ edits: [{ ...exports, value: 40 }], texts: [], settings: {}, first: exports, recorded: expect.anything() });
    expect(after.undo()?.edits).toEqual([{ ...exports, value: 0 }]);
    expect(after.undo()).toEqual({ edits: [{ ...sales, value: 100 }], texts: [], settings: {}, first: sales, recorded: expect.anything() });
    expect(after.canUndo).toBe(false);
  });

  it('keeps a change of settings as a step with no cell', () => {
    page().record('DSCR floor 1.25 → 1.5', [{ target: { setting: 'dscrFloor' }, before: 1.25, after: 1.5 }]);
    const after = page();
    expect(after.restore(analysis({}, { ...DEFAULT_SETTINGS, dscrFloor: 1.5 }))).toBe(true);
    expect(after.undoLabel).toBe('DSCR floor 1.25 → 1.5');
    expect(after.undo()).toEqual({
      edits: [],
      texts: [],
      settings: { dscrFloor: 1.25 },
      first: null,
      recorded: { analysisId: 7, step: expect.objectContaining({ label: expect.any(String) }) },
    });
  });

  it('restores only once per page, so a later load does not replace what the page did since', () => {
    page().record('Edit', [{ target: sales, before: 0, after: 5 }]);
    const after = page();
    expect(after.restore(analysis({ [inputKey(sales)]: 5 }))).toBe(true);
    after.undo();
    expect(after.restore(analysis({ [inputKey(sales)]: 5 }))).toBe(false);
    expect(after.canUndo).toBe(false);
    expect(after.canRedo).toBe(true);
  });

  it('starts afresh when an edit comes before the analysis has loaded', () => {
    page().record('Old', [{ target: sales, before: 0, after: 5 }]);
    const after = page();
    after.record('New', [{ target: exports, before: 0, after: 1 }]);
    expect(after.restore(analysis({ [inputKey(sales)]: 5, [inputKey(exports)]: 1 }))).toBe(false);
    expect(after.undoLabel).toBe('New');
    after.undo();
    expect(after.canUndo).toBe(false);
  });
});

describe('a stored history that does not fit is dropped, never crashes', () => {
  const key = undoHistoryKey(7);
  const valid = {
    format: 2,
    analysisId: 7,
    years: YEARS,
    unit: 'lakhs',
    undo: [{ label: 'Edit', changes: [[inputKey(sales), 0, 5]] }],
    redo: [],
  };

  it.each([
    ['corrupt JSON', '{"format":1,'],
    ['JSON of another shape', '[1,2,3]'],
    ['another format (1 kept no unit)', JSON.stringify({ ...valid, format: 1 })],
    ['another entry unit (the analysis was converted elsewhere since)', JSON.stringify({ ...valid, unit: 'thousands' })],
    ['a row the catalogue does not have', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [['0\t1\topstmt\tnoSuchRow', 0, 5]] }] })],
    ['a derived row', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [['0\t1\topstmt\ttotalSales', 0, 5]] }] })],
    ['an unknown setting', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [['setting\tcolour', 0, 5]] }] })],
    ['a setting out of its range', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [['setting\tdscrFloor', 1.25, 99]] }] })],
    ['a figure that is not a number', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [[inputKey(sales), 0, '5']] }] })],
    ['an empty step', JSON.stringify({ ...valid, undo: [{ label: 'x', changes: [] }] })],
  ])('%s', (_, raw) => {
    sessionStorage.setItem(key, raw);
    const history = page();
    expect(history.restore(analysis({ [inputKey(sales)]: 5 }))).toBe(false);
    expect(history.canUndo).toBe(false);
    expect(stored()).toBeNull();
  });

  it('the same entry, well formed, is taken (the cases above fail for their own reason)', () => {
    sessionStorage.setItem(key, JSON.stringify(valid));
    expect(page().restore(analysis({ [inputKey(sales)]: 5 }))).toBe(true);
  });

  it('an entry naming another analysis (a foreign entry under this key)', () => {
    writeJson(key, { ...valid, analysisId: 8 }, 'session');
    expect(page().restore(analysis({ [inputKey(sales)]: 5 }))).toBe(false);
    expect(stored()).toBeNull();
  });

  it('a figure changed since in another tab or device (the analysis moved on under the history)', () => {
    page().record('Edit', [{ target: sales, before: 0, after: 5 }]);
    expect(page().restore(analysis({ [inputKey(sales)]: 6 }))).toBe(false);
    expect(stored()).toBeNull();
  });

  it('a figure an undone step would redo over, changed since', () => {
    const before = page();
    before.record('Edit', [{ target: sales, before: 0, after: 5 }]);
    before.undo();
    // The history expects 0 (the redo's before); another device has typed 9 there.
    expect(page().restore(analysis({ [inputKey(sales)]: 9 }))).toBe(false);
  });

  it('a setting changed since elsewhere', () => {
    page().record('DSCR floor 1.25 → 1.5', [{ target: { setting: 'dscrFloor' }, before: 1.25, after: 1.5 }]);
    expect(page().restore(analysis({}, { ...DEFAULT_SETTINGS, dscrFloor: 1.4 }))).toBe(false);
  });

  it('years that moved (a period added or removed elsewhere: cells name periods by index)', () => {
    page().record('Edit', [{ target: sales, before: 0, after: 5 }]);
    expect(page().restore(analysis({ [inputKey(sales)]: 5 }, DEFAULT_SETTINGS, [2025, 2026]))).toBe(false);
  });

  it('a company that no longer exists', () => {
    page().record('Edit', [{ target: exports, before: 0, after: 5 }]);
    expect(page().restore(analysis({ [inputKey(exports)]: 5 }, DEFAULT_SETTINGS, YEARS, 1))).toBe(false);
  });

  it('but figures the history does not touch may have moved on (and a version raised by our own save does not matter)', () => {
    page().record('Edit', [{ target: sales, before: 0, after: 5 }]);
    expect(page().restore(analysis({ [inputKey(sales)]: 5, [inputKey(exports)]: 123 }))).toBe(true);
  });
});

describe('what is stored', () => {
  it('stays under its size bound, leaving out the oldest steps (this page keeps them all)', () => {
    const history = page();
    // Every input of every statement, in 2 companies × 2 periods: a paste-sized step of distinct cells.
    const cells = [0, 1].flatMap((company) =>
      [0, 1].flatMap((period) => INPUT_SCREENS.flatMap((screen) => inputRows(screen).map((row) => ({ company, period, screen, key: row.key })))),
    );
    for (let step = 1; step <= 120; step += 1) {
      history.record(
        `Paste ${step}`,
        cells.map((target) => ({ target, before: step - 1, after: step })),
      );
    }
    const raw = stored()!;
    expect(raw.length).toBeLessThanOrEqual(MAX_STORED_CHARS);
    const kept = (JSON.parse(raw) as { undo: { label: string }[] }).undo;
    expect(kept.length).toBeLessThan(120);
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.at(-1)!.label).toBe('Paste 120');

    // The next page restores the newest steps it was given.
    const figures = Object.fromEntries(cells.map((cell) => [inputKey(cell), 120]));
    const after = page();
    expect(after.restore(analysis(figures))).toBe(true);
    let restored = 0;
    while (after.undo()) {
      restored += 1;
    }
    expect(restored).toBe(kept.length);
    let steps = 0;
    while (history.undo()) {
      steps += 1;
    }
    expect(steps).toBe(120);
  });

  it('is removed when the history is forgotten (the years moved)', () => {
    const history = page();
    history.record('Edit', [{ target: sales, before: 0, after: 5 }]);
    expect(stored()).not.toBeNull();
    history.forget(7);
    expect(stored()).toBeNull();
    expect(history.canUndo).toBe(false);
  });

  it('is removed for every analysis at sign-out, leaving the theme and other tab storage alone', () => {
    page(7).record('Edit', [{ target: sales, before: 0, after: 5 }]);
    page(8).record('Edit', [{ target: sales, before: 0, after: 6 }]);
    sessionStorage.setItem('somethingElse', '1');
    localStorage.setItem(STORAGE_KEYS.theme, '"dark"');
    clearSessionStorage();
    expect(stored(7)).toBeNull();
    expect(stored(8)).toBeNull();
    expect(sessionStorage.getItem('somethingElse')).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('"dark"');
  });
});
