import { afterEach, describe, expect, it } from 'vitest';
import { flushEdits, hasUnsavedEdits, onFlushEdits, onPendingEdits } from './unsaved-edits';

describe('unsaved edits', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('flushes every registered store and then says whether one still holds edits (a failed save)', async () => {
    let dirty = true;
    let saveFails = true;
    stops.push(onFlushEdits(async () => {
      dirty = saveFails;
    }));
    stops.push(onPendingEdits(() => dirty));
    await flushEdits();
    expect(hasUnsavedEdits()).toBe(true);
    saveFails = false;
    await flushEdits();
    expect(hasUnsavedEdits()).toBe(false);
  });

  it('forgets a store once it unregisters', () => {
    const stop = onPendingEdits(() => true);
    expect(hasUnsavedEdits()).toBe(true);
    stop();
    expect(hasUnsavedEdits()).toBe(false);
  });
});
