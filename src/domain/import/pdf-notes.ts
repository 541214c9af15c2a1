/**
 * Notes to the financial statements (docs/import.md "Audited PDFs"): a notes page read into one table per note
 * ("13 Inventories" and its lines), and a face line that refers to a note the PDF holds ("Inventories | 13")
 * split into the note's lines, which then become the CMA rows (raw material, work in progress, finished goods;
 * statutory dues, advances from customers…). A split is proposed only when the note's lines add up to the face
 * line in every year the face prints; otherwise the face line stands and the note is not read.
 */
import { Dec } from '../money';
import type { SourceGrid, SourceLine, SourceTable } from './layout';
import { readTable } from './layout';
import type { Box } from './pdf-layout';

/** A note's heading: "13 Inventories", "13. Inventories", "Note 13: Inventories", "Note No. 13 – Other current liabilities". */
const NOTE_HEADING = /^(?:note\s*(?:no\.?)?\s*)?(\d{1,3}(?:\.\d{1,2})?[A-Za-z]?)\s*[.:)\-–]?\s+([A-Za-z].{2,})$/i;
const TOTAL_LINE = /^(?:sub[\s-]*)?total\b/i;

/**
 * The notes of a page's grid, each read as a table: the rows from a note's heading to the next one, under the
 * page's own rows above its first note (the column headings and unit). Each line keeps its page and box.
 */
export function noteTables(grid: SourceGrid, rowBoxes: readonly Box[], page: number): SourceTable[] {
  const headings = grid.rows.flatMap((cells, row) => {
    const m = NOTE_HEADING.exec(cells[0]?.text.trim() ?? '');
    return m && cells.slice(1).every((c) => !c || c.text.trim() === '') ? [{ row, number: m[1]!, title: m[2]!.trim() }] : [];
  });
  const top = headings[0]?.row ?? 0;
  return headings.flatMap((h, i) => {
    const end = headings[i + 1]?.row ?? grid.rows.length;
    const rows = [...grid.rows.slice(0, top), ...grid.rows.slice(h.row, end)];
    const original = (r: number) => (r < top ? r : h.row + r - top);
    const table = readTable({ sheet: grid.sheet, rows });
    const lines = (table?.lines ?? [])
      .filter((l) => original(l.row) > h.row)
      .map((l) => ({ ...l, row: original(l.row), page, bbox: rowBoxes[original(l.row)]! }));
    return table && lines.some((l) => Object.keys(l.amounts).length > 0) ? [{ ...table, lines, note: { number: h.number, title: h.title } }] : [];
  });
}

/**
 * The statement tables with each face line that refers to a note the PDF holds followed by the note's lines
 * (marked `noteLine`; the face line `splitBy`), when those lines (less the note's totals) add up to the face
 * line in each of its years. `yearOf` gives a table's column's year (the analyst's choice included).
 */
export function withNotes(tables: readonly SourceTable[], yearOf: (table: SourceTable, column: number) => number | undefined): SourceTable[] {
  const notes = new Map(tables.filter((t) => t.note).map((t) => [t.note!.number, t]));
  const byYear = (table: SourceTable, lines: readonly SourceLine[]): Map<number, Dec> => {
    const sums = new Map<number, Dec>();
    for (const l of lines) {
      for (const [column, amount] of Object.entries(l.amounts)) {
        const year = yearOf(table, Number(column));
        if (year !== undefined) {
          sums.set(year, (sums.get(year) ?? new Dec(0)).plus(amount));
        }
      }
    }
    return sums;
  };
  return tables
    .filter((t) => !t.note)
    .map((table) => ({
      ...table,
      lines: table.lines.flatMap((line) => {
        const note = line.note === undefined ? undefined : notes.get(line.note);
        if (!note || Object.keys(line.amounts).length === 0) {
          return [line];
        }
        const face = byYear(table, [line]);
        const parts = byYear(
          note,
          note.lines.filter((l) => !TOTAL_LINE.test(l.label.trim())),
        );
        const adds = [...face].every(([year, amount]) => parts.get(year)?.equals(amount) === true);
        if (!adds) {
          return [line];
        }
        const page = note.lines[0]?.page;
        return [
          { ...line, splitBy: { note: note.note!.number, title: note.note!.title, ...(page === undefined ? {} : { page }) } },
          ...note.lines.map((l) => ({ ...l, noteLine: note.note!.number })),
        ];
      }),
    }));
}
