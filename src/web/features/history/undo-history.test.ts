import { autorun, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_CAPACITY, HistoryRegistry, UndoHistory, valuesToRedo, valuesToUndo } from './undo-history';
import type { Transaction } from './undo-history';

interface Cell {
  readonly company: number;
  readonly key: string;
}
const cellKey = (c: Cell) => `${c.company}|${c.key}`;

function edit(label: string, key: string, before: number, after: number, company = 0): Transaction<Cell, number> {
  return { label, changes: [{ target: { company, key }, before, after }] };
}

describe('UndoHistory', () => {
  it('undoes and redoes transactions in order', () => {
    const h = new UndoHistory<Cell, number>();
    expect(h.canUndo).toBe(false);
    h.record(edit('one', 'sales', 0, 1));
    h.record(edit('two', 'sales', 1, 2));
    expect(h.nextUndo?.label).toBe('two');
    expect(h.undo()?.label).toBe('two');
    expect(h.canRedo).toBe(true);
    expect(h.nextRedo?.label).toBe('two');
    expect(h.undo()?.label).toBe('one');
    expect(h.undo()).toBeNull();
    expect(h.redo()?.label).toBe('one');
    expect(h.redo()?.label).toBe('two');
    expect(h.redo()).toBeNull();
    expect(h.canUndo).toBe(true);
  });

  it('clears the redo stack when something new is recorded', () => {
    const h = new UndoHistory<Cell, number>();
    h.record(edit('one', 'sales', 0, 1));
    h.undo();
    h.record(edit('other', 'exports', 0, 5));
    expect(h.canRedo).toBe(false);
    expect(h.redo()).toBeNull();
  });

  it('ignores a transaction that changes nothing, and drops its no-op changes', () => {
    const h = new UndoHistory<Cell, number>();
    expect(h.record({ label: 'empty', changes: [] })).toBeNull();
    expect(h.record(edit('same', 'sales', 3, 3))).toBeNull();
    expect(h.canUndo).toBe(false);
    h.record({
      label: 'paste',
      changes: [
        { target: { company: 0, key: 'a' }, before: 1, after: 1 },
        { target: { company: 0, key: 'b' }, before: 1, after: 2 },
      ],
    });
    expect(h.nextUndo?.changes).toHaveLength(1);
  });

  it('withdraws a recorded step only while it is the last one', () => {
    const h = new UndoHistory<Cell, number>();
    const first = h.record(edit('one', 'sales', 0, 1))!;
    const second = h.record(edit('two', 'sales', 1, 2))!;
    expect(h.withdraw(first)).toBe(false);
    expect(h.withdraw(second)).toBe(true);
    expect(h.nextUndo?.label).toBe('one');
    h.undo();
    expect(h.withdraw(first)).toBe(false);
    expect(h.nextRedo?.label).toBe('one');
  });

  it('reverts the last move of a step, and nothing once another moved after it', () => {
    const h = new UndoHistory<Cell, number>();
    const one = h.record(edit('one', 'sales', 0, 1))!;
    const two = h.record(edit('two', 'sales', 1, 2))!;
    h.undo();
    expect(h.revert(two)).toBe(true);
    expect([h.nextUndo?.label, h.nextRedo]).toEqual(['two', null]);
    h.undo();
    h.redo();
    expect(h.revert(two)).toBe(true);
    expect(h.nextRedo?.label).toBe('two');
    h.undo();
    expect(h.revert(two)).toBe(false);
    expect(h.revert(one)).toBe(true);
    expect(h.nextUndo?.label).toBe('one');
  });

  it('keeps a whole paste as one step', () => {
    const h = new UndoHistory<Cell, number>();
    const changes = Array.from({ length: 40 * 8 }, (_, i) => ({
      target: { company: i % 8, key: `row${Math.floor(i / 8)}` },
      before: 0,
      after: i + 1,
    }));
    h.record({ label: 'Paste 40 × 8', changes });
    const tx = h.undo();
    expect(tx?.changes).toHaveLength(320);
    expect(h.canUndo).toBe(false);
  });

  it('folds two changes of one cell into one when targets have a key', () => {
    const h = new UndoHistory<Cell, number>({ keyOf: cellKey });
    h.record({
      label: 'paste',
      changes: [
        { target: { company: 0, key: 'a' }, before: 1, after: 2 },
        { target: { company: 0, key: 'a' }, before: 2, after: 3 },
        { target: { company: 0, key: 'b' }, before: 5, after: 6 },
        { target: { company: 0, key: 'b' }, before: 6, after: 5 },
      ],
    });
    expect(h.nextUndo?.changes).toEqual([{ target: { company: 0, key: 'a' }, before: 1, after: 3 }]);
  });

  it('keeps at least 100 steps, 200 by default, dropping the oldest', () => {
    const h = new UndoHistory<Cell, number>();
    expect(h.capacity).toBe(DEFAULT_HISTORY_CAPACITY);
    for (let i = 0; i < 250; i++) {
      h.record(edit(`e${i}`, 'sales', i, i + 1));
    }
    let undone = 0;
    let last: string | undefined;
    for (let tx = h.undo(); tx; tx = h.undo()) {
      undone++;
      last = tx.label;
    }
    expect(undone).toBe(200);
    expect(last).toBe('e50');
    expect(new UndoHistory({ capacity: 10 }).capacity).toBe(100);
  });

  it('uses a custom equality to spot no-op changes', () => {
    const h = new UndoHistory<Cell, { v: number }>({ equals: (a, b) => a.v === b.v });
    expect(h.record({ label: 'same', changes: [{ target: { company: 0, key: 'a' }, before: { v: 1 }, after: { v: 1 } }] })).toBeNull();
  });

  it('says what to write back: before values last-first on undo, after values in order on redo', () => {
    const tx: Transaction<Cell, number> = {
      label: 'paste',
      changes: [
        { target: { company: 0, key: 'a' }, before: 1, after: 2 },
        { target: { company: 1, key: 'a' }, before: 3, after: 4 },
      ],
    };
    expect(valuesToUndo(tx)).toEqual([
      { target: { company: 1, key: 'a' }, value: 3 },
      { target: { company: 0, key: 'a' }, value: 1 },
    ]);
    expect(valuesToRedo(tx)).toEqual([
      { target: { company: 0, key: 'a' }, value: 2 },
      { target: { company: 1, key: 'a' }, value: 4 },
    ]);
  });

  it('can be made observable by MobX, so Undo buttons follow canUndo', () => {
    const h = makeAutoObservable(new UndoHistory<Cell, number>());
    const seen: boolean[] = [];
    const dispose = autorun(() => seen.push(h.canUndo));
    h.record(edit('one', 'sales', 0, 1));
    h.undo();
    dispose();
    expect(seen).toEqual([false, true, false]);
  });

  it('clears everything', () => {
    const h = new UndoHistory<Cell, number>();
    h.record(edit('one', 'sales', 0, 1));
    h.record(edit('two', 'sales', 1, 2));
    h.undo();
    h.clear();
    expect(h.canUndo || h.canRedo).toBe(false);
  });
});

describe('HistoryRegistry', () => {
  it('keeps one history per analysis', () => {
    const registry = new HistoryRegistry<Cell, number>({ keyOf: cellKey });
    registry.for(1).record(edit('in 1', 'sales', 0, 1));
    expect(registry.for(1)).toBe(registry.for(1));
    expect(registry.for(2).canUndo).toBe(false);
    expect(registry.for(1).undo()?.label).toBe('in 1');
  });

  it('forgets one analysis, or all of them', () => {
    const registry = new HistoryRegistry<Cell, number>();
    registry.for(1).record(edit('a', 'sales', 0, 1));
    registry.for(2).record(edit('b', 'sales', 0, 1));
    registry.forget(1);
    expect(registry.for(1).canUndo).toBe(false);
    expect(registry.for(2).canUndo).toBe(true);
    registry.clear();
    expect(registry.for(2).canUndo).toBe(false);
  });
});

describe('restoring kept stacks', () => {
  it('takes the stacks as given, keeping the newest steps within the capacity', () => {
    const history = new UndoHistory<string, number>({ capacity: 100 });
    const steps = Array.from({ length: 120 }, (_, i) => ({ label: `Step ${i}`, changes: [{ target: 'a', before: i, after: i + 1 }] }));
    history.restore(steps, [steps[0]!]);
    expect(history.undoStack).toHaveLength(100);
    expect(history.nextUndo?.label).toBe('Step 119');
    expect(history.nextRedo?.label).toBe('Step 0');
  });

  it('tells whether a registry holds an analysis history', () => {
    const registry = new HistoryRegistry<string, number>();
    expect(registry.has(3)).toBe(false);
    registry.for(3);
    expect(registry.has(3)).toBe(true);
    registry.forget(3);
    expect(registry.has(3)).toBe(false);
  });
});
