/** The shapes of an import proposal (docs/import.md), shared by the proposal and its checks. */
import type { CompanyInputs, InputScreenId } from '../model';
import type { PeriodKind } from '../periods';
import type { SourceUnit } from './headings';
import type { Band, Bands, LineKind, Remembered } from './matcher';
import type { Box } from './pdf-layout';

/** The analyst's choice for one line: a row, or skip. */
export type LineChoice = { readonly row: string } | { readonly skip: true };

/** What a proposal is made from besides the source. */
export interface ProposalContext {
  /** The power of ten of rupees in the analysis's unit (lakhs 5). */
  readonly targetExponent: number;
  /** The analysis's figures of a year, if it has that period. */
  readonly existing: (year: number) => CompanyInputs | undefined;
  readonly remembered: ReadonlyMap<string, Remembered>;
  readonly synonyms: ReadonlyMap<string, string>;
  readonly bands?: Bands;
  /** The analyst's choices by line id. */
  readonly choices?: ReadonlyMap<string, LineChoice>;
  /** The analyst's years by column id. */
  readonly years?: ReadonlyMap<string, number>;
  /** The analyst's notes overriding failed checks that allow it, by check name (kept with the figures). */
  readonly overrides?: ReadonlyMap<string, string>;
  /** The analyst asked to round figures the unit cannot hold in 2 decimals (half-even) instead of refusing them. */
  readonly round?: boolean;
}

/** One line as proposed. `amounts` are in the analysis's unit, by year; `old` the figures it would replace. */
export interface ProposedLine {
  readonly id: string;
  readonly sheet?: string;
  readonly cell?: string;
  /** The paste's row (from 1), for a pasted block. */
  readonly pasteRow?: number;
  /** A PDF's page (from 1) and the line's box on it ([left, top, right, bottom], points from the top-left). */
  readonly page?: number;
  readonly bbox?: Box;
  /** The raw text of the line: label and amount cells as the source wrote them, tab-separated. */
  readonly text: string;
  readonly label: string;
  /** The label normalised: the key a remembered mapping is kept under. */
  readonly norm: string;
  readonly kind: LineKind | 'copy' | 'skipped';
  readonly row: string | null;
  /** The "of which" row the line fills as well as `row`, being all of that part (a customer advance). */
  readonly ofWhich?: string;
  readonly confidence: number;
  readonly band: Band;
  readonly reason: string;
  readonly amounts: Readonly<Record<string, number>>;
  /** Per year, the amount's cell ("D12", or "C" and the paste row for a paste) and its raw text: the figure's provenance. */
  readonly cells: Readonly<Record<string, { readonly cell: string; readonly text: string }>>;
  readonly old?: Readonly<Record<string, number>>;
  /** By year, the exact figure (text) a requested rounding changed: `amounts` holds it rounded. */
  readonly exact?: Readonly<Record<string, string>>;
  /** The dictionary total a total line matched, when it did by its label. */
  readonly total?: string;
  /** A face line split into its note's lines: the note's number (the line is then a total, its note's lines the rows). */
  readonly splitBy?: string;
  /** A note's line standing for part of a face line: the note's number. */
  readonly noteOf?: string;
  /** A Tally line: its ledger (or stock group), its own group and the reserved group above it. */
  readonly ledger?: { readonly name: string; readonly group: string | null; readonly reservedGroup: string | null };
}

/** Where a written figure came from: the lines behind it and how they were combined. */
export interface FigureSource {
  readonly lines: readonly string[];
  readonly working: string;
}

/** The figures accepting would write: year → statement → key → amount (analysis unit), and their sources. */
export interface ProposedFigures {
  readonly amounts: ReadonlyMap<number, Partial<Record<InputScreenId, Record<string, number>>>>;
  readonly sources: ReadonlyMap<string, FigureSource>;
}

/** A check that must pass before accepting (`blocking`) or that is shown for the analyst's eye. */
export interface ImportCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
  readonly blocking?: boolean;
  /** A reconciliation the analyst may override with a note; `override` is that note, once given (the check then no longer blocks). */
  readonly overridable?: boolean;
  readonly override?: string;
  /** A unit check the analyst may pass by asking to round the figures (`round`). */
  readonly roundable?: boolean;
}

/** The whole proposal. */
export interface Proposal {
  readonly unit: SourceUnit | null;
  readonly years: readonly { column: string; year: number; kind: PeriodKind | null }[];
  readonly lines: readonly ProposedLine[];
  readonly figures: ProposedFigures;
  readonly checks: readonly ImportCheck[];
}

/** The key of a written figure's source: "2024 opstmt.purchaseRM". */
export const figureKey = (year: number, row: string): string => `${year} ${row}`;
