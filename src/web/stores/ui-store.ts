import { makeAutoObservable } from 'mobx';
import type { ChartNotation, NegativeStyle } from '../../domain/format';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';

export type Theme = 'light' | 'dark';
/** Where Enter moves in a statement grid: down the input rows or across the companies. */
export type EnterDirection = 'down' | 'right';
/**
 * How a statement grid lays out the companies × periods of an analysis: `companies` side by side for
 * one period (the spec's layout), or one company's `years` side by side, oldest first (CMA Form II).
 */
export type GridLayout = 'companies' | 'years';

interface StoredUi {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;
  gridLayout: GridLayout;
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
 * the charts' notation (Indian lakhs and crores by default, or en-US compact) and the grids' layout.
 */
export class UiStore {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;
  /** Companies side by side for one period (the spec's layout), or one company's years side by side (CMA Form II). */
  gridLayout: GridLayout;

  constructor() {
    const stored = readJson<Partial<StoredUi>>(STORAGE_KEYS.theme);
    this.theme = initialTheme(stored);
    this.enterDirection = stored?.enterDirection === 'right' ? 'right' : 'down';
    this.negativeStyle = stored?.negativeStyle === 'brackets' ? 'brackets' : 'minus';
    this.chartNotation = stored?.chartNotation === 'international' ? 'international' : 'indian';
    this.gridLayout = stored?.gridLayout === 'years' ? 'years' : 'companies';
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
    };
    writeJson(STORAGE_KEYS.theme, stored);
  }
}
