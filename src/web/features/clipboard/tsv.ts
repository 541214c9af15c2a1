import Papa from 'papaparse';

/**
 * Splits clipboard text into rows of cells. Excel writes tab-separated cells, CRLF line ends and a
 * trailing line end, and quotes a cell that holds a tab, a line break or a quote (doubling the
 * quote); papaparse reads that dialect. The trailing line end does not become an empty last row.
 *
 * Excel does not quote a cell that merely starts with a quote, which a strict reader would take as
 * the start of a quoted cell running to the end of the block; when papaparse reports such a quote
 * problem, the text is split plainly on line ends and tabs instead.
 */
export function parseTsv(text: string): string[][] {
  const body = text.replace(/\r?\n$|\r$/, '');
  if (body === '') {
    return [];
  }
  const result = Papa.parse<string[]>(body, { delimiter: '\t', quoteChar: '"', skipEmptyLines: false });
  if (result.errors.some((e) => e.type === 'Quotes')) {
    return body.split(/\r\n|\r|\n/).map((line) => line.split('\t'));
  }
  return result.data;
}

/** Quotes a cell the way Excel does, only when it holds a tab, a line break or a quote. */
function quoteCell(cell: string): string {
  return /[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Writes rows of cells as TSV for the clipboard, in the dialect {@link parseTsv} and Excel read:
 * tabs between cells, CRLF between rows, no trailing line end.
 */
export function toTsv(cells: readonly (readonly string[])[]): string {
  return cells.map((row) => row.map(quoteCell).join('\t')).join('\r\n');
}
