/**
 * An audited PDF's page as a source grid (docs/import.md "Audited PDFs"): the words a text layer or OCR found,
 * with their boxes, grouped into lines (by their vertical middle) and phrases (words closer than a space), and the
 * phrases into columns — the label, then one column per cluster of right-aligned amounts (a note column of small
 * numbers, the current year, the previous year). The grid is then read as any other source (`readTable`), and each
 * line keeps the page and the box it came from. Pure: the words come from pdfjs or tesseract on the server.
 */
import { parseSourceAmount, parseYearHeader } from './headings';
import type { SourceCell, SourceGrid } from './layout';

/** A box on a page in PDF points from the page's top-left corner: [left, top, right, bottom]. */
export type Box = [left: number, top: number, right: number, bottom: number];

/** A word (or a run of words the text layer gives as one) and its box. */
export interface PdfWord {
  readonly text: string;
  readonly box: Box;
}

/** A page's words; `page` counts from 1. */
export interface PdfPage {
  readonly page: number;
  readonly width: number;
  readonly height: number;
  readonly words: readonly PdfWord[];
}

/** A page read as a grid: the grid (its sheet is "Page N"), and each grid row's box. */
export interface PageGrid {
  readonly grid: SourceGrid;
  readonly rowBoxes: readonly Box[];
}

const union = (a: Box, b: Box): Box => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
const heightOf = (b: Box): number => b[3] - b[1];
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Words in reading lines: a word joins the line whose vertical middle is within 45% of the text height of its own. */
export function groupLines(words: readonly PdfWord[]): PdfWord[][] {
  const usable = words.filter((w) => w.text.trim() !== '' && heightOf(w.box) > 0);
  const tolerance = 0.45 * median(usable.map((w) => heightOf(w.box)));
  const lines: { middle: number; words: PdfWord[] }[] = [];
  for (const word of [...usable].sort((a, b) => a.box[1] + a.box[3] - (b.box[1] + b.box[3]))) {
    const middle = (word.box[1] + word.box[3]) / 2;
    const line = lines.find((l) => Math.abs(l.middle - middle) <= tolerance);
    if (line) {
      line.words.push(word);
    } else {
      lines.push({ middle, words: [word] });
    }
  }
  return lines.sort((a, b) => a.middle - b.middle).map((l) => l.words.sort((a, b) => a.box[0] - b.box[0]));
}

/** A line's words merged into phrases: words closer than 60% of the text height (a space) are one phrase. */
export function phrasesOf(line: readonly PdfWord[]): PdfWord[] {
  const out: { text: string; box: Box }[] = [];
  for (const w of line) {
    const last = out[out.length - 1];
    const gap = last ? w.box[0] - last.box[2] : Infinity;
    if (last && gap < 0.6 * Math.max(heightOf(w.box), heightOf(last.box))) {
      last.text = `${last.text}${gap > 0.1 * heightOf(w.box) ? ' ' : ''}${w.text.trim()}`;
      last.box = union(last.box, w.box);
    } else {
      out.push({ text: w.text.trim(), box: w.box });
    }
  }
  return out;
}

/**
 * A column heading's year as readTable reads it: "As at 31st March, 2024", "For the year ended 31 March 2024",
 * "31.03.2024" → the date alone ("31 March 2024"); other text as it is.
 */
export function headingText(text: string): string {
  const date = /\b(\d{1,2})(?:st|nd|rd|th)?[\s.\-/]+(\d{1,2}|[a-z]{3,9})[\s.\-/,]+(\d{4}|\d{2})\b/i.exec(text);
  if (date && parseYearHeader(`${date[1]} ${date[2]} ${date[3]}`) !== null) {
    return `${date[1]} ${date[2]} ${date[3]}`;
  }
  const fy = /\b(?:fy|f\.y\.)\s*(\d{4}\s*[-–]\s*\d{2,4})\b/i.exec(text);
  return fy ? `FY ${fy[1]}` : text;
}

const isAmountText = (t: string): boolean => /\d/.test(t) && parseSourceAmount(t) !== null;

/**
 * Reads a page into a grid. Amount columns are the clusters of the right edges of amount phrases (right-aligned
 * figures share a right edge; a cluster closes at a gap wider than twice the text height); a phrase right of the
 * labels goes to the column it overlaps most (headings are centred or right-aligned over their figures); the rest
 * of a line is its label. A line of only a dash between columns ("-" for nil) stays an amount.
 */
export function pageGrid(page: PdfPage): PageGrid {
  const lines = groupLines(page.words).map(phrasesOf);
  const size = median(lines.flat().map((p) => heightOf(p.box))) || 10;
  const edges = lines
    .flatMap((phrases) => phrases.slice(1).filter((p) => isAmountText(p.text) || /^[-–—]$/.test(p.text)))
    .map((p) => ({ right: p.box[2], left: p.box[0] }))
    .sort((a, b) => a.right - b.right);
  const columns: { left: number; right: number; lastRight: number }[] = [];
  for (const e of edges) {
    const last = columns[columns.length - 1];
    if (last && e.right - last.lastRight <= 2 * size) {
      last.left = Math.min(last.left, e.left);
      last.lastRight = e.right;
      last.right = Math.max(last.right, e.right);
    } else {
      columns.push({ left: e.left, right: e.right, lastRight: e.right });
    }
  }
  const zoneStart = columns.length > 0 ? columns[0]!.left - 2 * size : Infinity;
  const columnOf = (p: PdfWord): number | null => {
    if (p.box[2] < zoneStart) {
      return null;
    }
    let best: number | null = null;
    let bestScore = -Infinity;
    columns.forEach((c, i) => {
      const overlap = Math.min(p.box[2], c.right + size) - Math.max(p.box[0], c.left - size);
      const distance = -Math.abs(p.box[2] - c.right);
      const score = overlap > 0 ? overlap : distance - 1000;
      if (score > bestScore) {
        [best, bestScore] = [i, score];
      }
    });
    return best;
  };
  const rows: (SourceCell | null)[][] = [];
  const rowBoxes: Box[] = [];
  for (const phrases of lines) {
    const cells: (SourceCell | null)[] = Array.from({ length: columns.length + 1 }, () => null);
    const label: string[] = [];
    let box = phrases[0]!.box;
    phrases.forEach((p, i) => {
      box = union(box, p.box);
      const column = i === 0 && !isAmountText(p.text) ? null : columnOf(p);
      if (column === null) {
        label.push(p.text);
      } else {
        const text = isAmountText(p.text) ? p.text : headingText(p.text);
        const had = cells[column + 1];
        cells[column + 1] = { text: had ? `${had.text} ${text}` : text };
      }
    });
    cells[0] = label.length > 0 ? { text: label.join(' ') } : null;
    rows.push(cells);
    rowBoxes.push(box);
  }
  return { grid: { sheet: `Page ${page.page}`, rows }, rowBoxes };
}

const TITLE_LINES = 8;
const STATEMENT_TITLES: readonly [RegExp, 'balanceSheet' | 'profitAndLoss'][] = [
  [/\bbalance\s+sheet\b/i, 'balanceSheet'],
  [/\b(?:statement\s+of\s+profit\s+(?:and|&)\s+loss|profit\s+(?:and|&)\s+loss\s+(?:account|statement)|income\s+statement)\b/i, 'profitAndLoss'],
];

/**
 * The statement a page's title names (within its first lines): the Balance Sheet or the Statement of Profit and
 * Loss; null for notes, cash flow statements, the auditor's report and the rest. A notes page that mentions
 * the balance sheet is no statement: its title line starts "Notes".
 */
export function statementOfPage(page: PdfPage): 'balanceSheet' | 'profitAndLoss' | null {
  const top = groupLines(page.words)
    .slice(0, TITLE_LINES)
    .map((l) => l.map((w) => w.text).join(' '));
  if (top.some((t) => /^\s*notes?\b/i.test(t) || /\bcash\s+flows?\b/i.test(t))) {
    return null;
  }
  for (const text of top) {
    for (const [pattern, statement] of STATEMENT_TITLES) {
      if (pattern.test(text)) {
        return statement;
      }
    }
  }
  return null;
}
