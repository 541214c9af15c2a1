import { makeAutoObservable } from 'mobx';
import { UNITS } from '../../contract/constants';
import type { AmountUnit } from '../../contract/constants';
import type { ChartNotation, NegativeStyle } from '../../domain/format';
import type { DisplayUnits } from '../lib/display-units';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';

export type Theme = 'light' | 'dark';
/** Where Enter moves in a statement grid: down the input rows or across the companies. */
export type EnterDirection = 'down' | 'right';
/**
 * How a statement grid lays out the companies × periods of an analysis: `companies` side by side for
 * one period (the spec's layout), or one company's `years` side by side, oldest first (CMA Form II).
 */
export type GridLayout = 'companies' | 'years';
/** The grid layouts, the spec's first. */
export const GRID_LAYOUTS: readonly GridLayout[] = ['companies', 'years'];

interface StoredUi {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;
  gridLayout: GridLayout;
  /** The display unit chosen for an analysis, by its id; an analysis not listed is shown as entered. */
  displayUnits: Record<string, AmountUnit>;
}

/** The display-unit choices remembered (those of the newest analyses are kept): more than any working set. */
const MAX_DISPLAY_UNITS = 100;

/** The stored display-unit choices that are still units (storage may hold anything). */
function readDisplayUnits(stored: unknown): Record<string, AmountUnit> {
  if (typeof stored !== 'object' || stored === null) {
    return {};
  }
  return Object.fromEntries(Object.entries(stored).filter((e): e is [string, AmountUnit] => (UNITS as readonly unknown[]).includes(e[1])));
}

/** The system preference decides the first theme; after that the user's choice is remembered. */
function initialTheme(stored: Partial<StoredUi> | null): Theme {
  if (stored?.theme === 'light' || stored?.theme === 'dark') {
    return stored.theme;
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Display preferences of this browser: theme, Enter key direction in grids, negative number style,
 * the charts' notation (Indian lakhs and crores by default, or en-US compact), the grids' layout and
 * the display unit of each analysis.
 */
export class UiStore {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;
  /** Companies side by side for one period (the spec's layout), or one company's years side by side (CMA Form II). */
  gridLayout: GridLayout;
  /** Display units chosen per analysis id (see {@link displayUnitsOf}). */
  displayUnits: Record<string, AmountUnit>;

  constructor() {
    const stored = readJson<Partial<StoredUi>>(STORAGE_KEYS.theme);
    this.theme = initialTheme(stored);
    this.enterDirection = stored?.enterDirection === 'right' ? 'right' : 'down';
    this.negativeStyle = stored?.negativeStyle === 'brackets' ? 'brackets' : 'minus';
    this.chartNotation = stored?.chartNotation === 'international' ? 'international' : 'indian';
    this.gridLayout = stored?.gridLayout === 'years' ? 'years' : 'companies';
    this.displayUnits = readDisplayUnits(stored?.displayUnits);
    makeAutoObservable(this, {}, { autoBind: true });
    this.applyTheme();
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.applyTheme();
    this.persist();
  }

  toggleTheme(): void {
    this.setTheme(this.theme === 'dark' ? 'light' : 'dark');
  }

  setEnterDirection(direction: EnterDirection): void {
    this.enterDirection = direction;
    this.persist();
  }

  setNegativeStyle(style: NegativeStyle): void {
    this.negativeStyle = style;
    this.persist();
  }

  setChartNotation(notation: ChartNotation): void {
    this.chartNotation = notation;
    this.persist();
  }

  setGridLayout(layout: GridLayout): void {
    this.gridLayout = layout;
    this.persist();
  }

  /**
   * The units an analysis's amounts are shown in: its entry unit, and the display unit chosen for it in
   * this browser, which defaults to the entry unit ("as entered"). Only the display changes, never what is stored.
   */
  displayUnitsOf(analysisId: number | null, entered: AmountUnit): DisplayUnits {
    const chosen = analysisId === null ? undefined : this.displayUnits[analysisId];
    return { entered, shown: chosen ?? entered };
  }

  /** Shows an analysis's amounts in `shown`; choosing its entry unit forgets the choice (as entered). */
  setDisplayUnit(analysisId: number, shown: AmountUnit, entered: AmountUnit): void {
    const { [analysisId]: _previous, ...others } = this.displayUnits;
    const kept = Object.entries(others).slice(-(MAX_DISPLAY_UNITS - 1));
    this.displayUnits = Object.fromEntries(shown === entered ? kept : [...kept, [String(analysisId), shown]]);
    this.persist();
  }

  /** Tailwind's dark variant keys off the `dark` class on <html> (spec §9). */
  private applyTheme(): void {
    if (typeof document !== 'undefined') {
      document.documentElement.classList.toggle('dark', this.theme === 'dark');
      document.documentElement.style.colorScheme = this.theme;
    }
  }

  private persist(): void {
    const stored: StoredUi = {
      theme: this.theme,
      enterDirection: this.enterDirection,
      negativeStyle: this.negativeStyle,
      chartNotation: this.chartNotation,
      gridLayout: this.gridLayout,
      displayUnits: this.displayUnits,
    };
    writeJson(STORAGE_KEYS.theme, stored);
  }
}
