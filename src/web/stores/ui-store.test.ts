import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { UiStore } from './ui-store';

describe('the display unit of each analysis', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to the entry unit, and remembers a choice per analysis in this browser', () => {
    const ui = new UiStore();
    expect(ui.displayUnitsOf(7, 'lakhs')).toEqual({ entered: 'lakhs', shown: 'lakhs' });
    ui.setDisplayUnit(7, 'crores', 'lakhs');
    expect(ui.displayUnitsOf(7, 'lakhs')).toEqual({ entered: 'lakhs', shown: 'crores' });
    expect(ui.displayUnitsOf(8, 'rupees')).toEqual({ entered: 'rupees', shown: 'rupees' });
    expect(ui.displayUnitsOf(null, 'lakhs').shown).toBe('lakhs');
    // A fresh store (a reload) reads the choice back.
    expect(new UiStore().displayUnitsOf(7, 'lakhs').shown).toBe('crores');
  });

  it('forgets the choice when the entry unit is chosen again, and ignores stored values that are not units', () => {
    const ui = new UiStore();
    ui.setDisplayUnit(7, 'crores', 'lakhs');
    ui.setDisplayUnit(7, 'lakhs', 'lakhs');
    expect(ui.displayUnits).toEqual({});
    localStorage.setItem(STORAGE_KEYS.theme, JSON.stringify({ displayUnits: { 3: 'crores', 4: 'millions', 5: 9 } }));
    expect(new UiStore().displayUnits).toEqual({ 3: 'crores' });
  });
});
