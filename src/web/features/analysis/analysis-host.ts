import type { CompanyType } from '../../../domain/company-type';
import type { AmountUnit } from '../../../contract';
import type { Period } from '../../../domain/periods';
import type { Outcome } from '../../lib/outcome';
import type { InputEdit } from './analysis-document';
import type { GridLayout } from './grid-view';
import type { TextEdit } from './cell-text-store';

/** What the store needs from the root: the open analysis (tokenId, companies) of the session. */
export interface AnalysisHost {
  readonly session: {
    readonly tokenId: number | null;
    readonly numCompanies: number;
    readonly companyNames: readonly string[];
    /** Each company's type in column order (a company when left out): read by the checks across years. */
    readonly companyTypes?: readonly CompanyType[];
    /** The entry unit of the open analysis as the server last said it; null until it has. */
    readonly unit: AmountUnit | null;
    /** Counts the changes made to the open analysis outside its screens: each reloads it (none when left out). */
    readonly outsideChanges?: number;
    /** Hears the unit the server loaded the figures of `tokenId` in. */
    unitIs(tokenId: number, unit: AmountUnit): void;
  };
  /** Hears the outcome of work nobody awaits (the idle save); the app shows its notices as toasts. */
  readonly onBackground?: (outcome: Outcome) => void;
  /** The analyst's grid layout (a UI preference); companies side by side when left out. */
  readonly layout?: () => GridLayout;
}

/** A removed period, kept so the removal can be undone: where it was, its kind, every figure it held and what was kept beside them. */
export interface RemovedPeriod {
  readonly period: Period;
  readonly at: 'before' | 'after';
  readonly label: string;
  readonly edits: readonly InputEdit[];
  /** Its expressions, notes and detail lines. */
  readonly texts: readonly TextEdit[];
}
