/**
 * Finding the parts of a source table (docs/import.md): the unit heading, the year header row (with the
 * period kinds under it), the label column, and the lines with their amounts by year column. Blank columns
 * and note-reference columns ("Note", "Sch.", small whole numbers) are not year columns, so they are skipped.
 * Source-agnostic: a sheet of a workbook and a pasted block arrive as the same grid of cells.
 */
import type { PeriodKind } from '../periods';
import type { SourceUnit } from './headings';
import { parseKind, parseSourceAmount, parseUnitHeading, parseYearHeader } from './headings';
import type { Box } from './pdf-layout';

/** One cell of a source grid: its text as shown, and its number when the source holds one (a workbook's cached value). */
export interface SourceCell {
  readonly text: string;
  readonly value?: number;
}

/** A grid of cells: a workbook's sheet or a pasted block (`sheet` absent). Rows and columns from 0. */
export interface SourceGrid {
  readonly sheet?: string;
  readonly rows: readonly (readonly (SourceCell | null | undefined)[])[];
}

/** A year column of a source: its index, the year it holds and the kind written under it. */
export interface YearColumn {
  readonly column: number;
  readonly year: number;
  readonly kind: PeriodKind | null;
}

/** One line of a source: where it is, its label and its amounts (exact decimal strings) by column index. */
export interface SourceLine {
  readonly sheet?: string;
  readonly row: number;
  readonly labelColumn: number;
  readonly label: string;
  readonly amounts: Readonly<Record<number, string>>;
  /** The raw text of the amount cells, by column, for provenance. */
  readonly raw: Readonly<Record<number, string>>;
  /** A PDF's page (from 1) and the line's box on it ([left, top, right, bottom], points from the top-left). */
  readonly page?: number;
  readonly bbox?: Box;
  /** The note the line refers to ("13"), from a note-reference column. */
  readonly note?: string;
  /** A face line whose note's lines follow it as its split (`pdf-notes.ts`). */
  readonly splitBy?: { readonly note: string; readonly title: string; readonly page?: number };
  /** A note's line put under the face line it splits: the note's number. */
  readonly noteLine?: string;
}

/** A source table read: its unit heading, year columns and lines; `skippedColumns` says which columns were left out and why. */
export interface SourceTable {
  readonly sheet?: string;
  readonly unit: SourceUnit | null;
  readonly years: readonly YearColumn[];
  readonly lines: readonly SourceLine[];
  readonly skippedColumns: readonly { column: number; reason: string }[];
  /** A note of the financial statements (a notes page's block), not a statement: its number and title. */
  readonly note?: { readonly number: string; readonly title: string };
}

const HEADER_SCAN_ROWS = 40;
/** A note reference as a note column prints it: "13", "2.4", "13A". */
const NOTE_REFERENCE = /^\d{1,3}(?:\.\d{1,2})?[A-Za-z]?$/;
const textOf = (cell: SourceCell | null | undefined): string => (cell ? cell.text.trim() : '');
const isAmount = (cell: SourceCell | null | undefined): boolean =>
  Boolean(cell) && (cell!.value !== undefined || (textOf(cell) !== '' && parseSourceAmount(textOf(cell)) !== null));

/** The year a header cell holds: text that reads as a year, or a whole number 1990–2100 in a row of several. */
function yearOfCell(cell: SourceCell | null | undefined): number | null {
  if (!cell) {
    return null;
  }
  if (cell.value !== undefined) {
    return Number.isInteger(cell.value) && cell.value >= 1990 && cell.value <= 2100 ? cell.value : null;
  }
  return parseYearHeader(cell.text);
}

/** The header row: the first of the top rows with the most year cells (at least one; a bare number needs a second). */
function headerRow(grid: SourceGrid): { row: number; years: { column: number; year: number }[] } | null {
  let best: { row: number; years: { column: number; year: number }[] } | null = null;
  grid.rows.slice(0, HEADER_SCAN_ROWS).forEach((cells, row) => {
    const years = cells.flatMap((cell, column) => {
      const year = yearOfCell(cell);
      return year === null ? [] : [{ column, year }];
    });
    const textual = years.some(({ column }) => cells[column]?.value === undefined);
    if ((years.length >= 2 || (years.length === 1 && textual)) && (!best || years.length > best.years.length)) {
      best = { row, years };
    }
  });
  return best;
}

/**
 * Reads a grid: the unit heading (any cell of the rows above the figures), the year header row and the kinds in
 * the two rows under it, the label column (the column left of the first year column with the most text), and
 * every line below the header that has a label or an amount. Null when the grid has no year header.
 */
export function readTable(grid: SourceGrid): SourceTable | null {
  const header = headerRow(grid);
  if (!header) {
    return null;
  }
  const firstYearColumn = Math.min(...header.years.map((y) => y.column));
  let unit: SourceUnit | null = null;
  for (const cells of grid.rows.slice(0, header.row + 3)) {
    for (const cell of cells) {
      unit ??= cell && cell.value === undefined ? parseUnitHeading(cell.text) : null;
    }
  }
  const years: YearColumn[] = header.years.map(({ column, year }) => {
    const below = [1, 2, 0].map((d) => parseKind(textOf(grid.rows[header.row + d]?.[column]))).find((k) => k !== null) ?? null;
    return { column, year, kind: below };
  });
  const body = grid.rows.slice(header.row + 1);
  const textCount = new Map<number, number>();
  for (const cells of body) {
    cells.slice(0, firstYearColumn).forEach((cell, column) => {
      if (textOf(cell) !== '' && !isAmount(cell)) {
        textCount.set(column, (textCount.get(column) ?? 0) + 1);
      }
    });
  }
  const labelColumn = [...textCount.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
  const skippedColumns: { column: number; reason: string }[] = [];
  for (let column = 0; column < firstYearColumn; column++) {
    if (column !== labelColumn) {
      const heading = textOf(grid.rows[header.row]?.[column]).toLowerCase();
      const filled = body.some((cells) => textOf(cells[column]) !== '');
      skippedColumns.push({
        column,
        reason: !filled ? 'blank' : /note|sch|ref/.test(heading) || isNoteColumn(body, column) ? 'note references' : 'not a year column',
      });
    }
  }
  const noteColumn = skippedColumns.find((c) => c.reason === 'note references')?.column;
  const lines: SourceLine[] = [];
  body.forEach((cells, i) => {
    const row = header.row + 1 + i;
    const label = textOf(cells[labelColumn]);
    const amounts: Record<number, string> = {};
    const raw: Record<number, string> = {};
    for (const { column } of years) {
      const cell = cells[column];
      const amount = cell ? parseSourceAmount(cell.text, cell.value) : null;
      if (amount !== null) {
        amounts[column] = amount;
        raw[column] = textOf(cell) === '' ? amount : textOf(cell);
      }
    }
    if ((label !== '' || Object.keys(amounts).length > 0) && !(parseUnitHeading(label) && Object.keys(amounts).length === 0)) {
      const note = noteColumn === undefined ? '' : textOf(cells[noteColumn]);
      lines.push({
        ...(grid.sheet === undefined ? {} : { sheet: grid.sheet }),
        row,
        labelColumn,
        label,
        amounts,
        raw,
        ...(NOTE_REFERENCE.test(note) ? { note } : {}),
      });
    }
  });
  return { ...(grid.sheet === undefined ? {} : { sheet: grid.sheet }), unit, years, lines, skippedColumns };
}

/** A column of small whole numbers (1–60), as a note or schedule reference column holds. */
function isNoteColumn(body: readonly (readonly (SourceCell | null | undefined)[])[], column: number): boolean {
  const values = body.map((cells) => textOf(cells[column])).filter((t) => t !== '');
  return values.length > 0 && values.every((t) => /^\d{1,2}(?:\.\d{1,2})?[a-z]?$/i.test(t) && Number.parseFloat(t) <= 60);
}

/** A column index as a spreadsheet letter: 0 → "A", 27 → "AB". */
export function columnLetter(column: number): string {
  let n = column + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A pasted block (tab-separated, as Excel and Google Sheets put it on the clipboard) as a grid of text cells. */
export function tsvGrid(tsv: string): SourceGrid {
  const lines = tsv.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  return { rows: lines.map((line) => line.split('\t').map((t) => (t.trim() === '' ? null : { text: t.trim() }))) };
}
