import { makeAutoObservable } from 'mobx';
import type { ChartNotation, NegativeStyle } from '../../domain/format';
import { readJson, STORAGE_KEYS, writeJson } from '../lib/storage';

export type Theme = 'light' | 'dark';
/** Where Enter moves in a statement grid: down the input rows or across the companies. */
export type EnterDirection = 'down' | 'right';

interface StoredUi {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;
}

/** The system preference decides the first theme; after that the user's choice is remembered. */
function initialTheme(stored: Partial<StoredUi> | null): Theme {
  if (stored?.theme === 'light' || stored?.theme === 'dark') {
    return stored.theme;
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Display preferences of this browser: theme, Enter key direction in grids, negative number style, and
 * the charts' notation (Indian lakhs and crores by default, or en-US compact).
 */
export class UiStore {
  theme: Theme;
  enterDirection: EnterDirection;
  negativeStyle: NegativeStyle;
  chartNotation: ChartNotation;

  constructor() {
    const stored = readJson<Partial<StoredUi>>(STORAGE_KEYS.theme);
    this.theme = initialTheme(stored);
    this.enterDirection = stored?.enterDirection === 'right' ? 'right' : 'down';
    this.negativeStyle = stored?.negativeStyle === 'brackets' ? 'brackets' : 'minus';
    this.chartNotation = stored?.chartNotation === 'international' ? 'international' : 'indian';
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
    };
    writeJson(STORAGE_KEYS.theme, stored);
  }
}
