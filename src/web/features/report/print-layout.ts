/**
 * The report's own pagination (docs/report.md "Page numbers in the contents"): Chromium prints no
 * `target-counter()`, so the contents cannot ask the printer where a section lands. The report instead lays its
 * printed blocks onto A4 pages as Chromium's print does — forced breaks before each section, rows never split,
 * a table's header repeated on each page, a heading row kept with the row under it, footnotes kept with the last
 * row — from the heights measured in the print's geometry (`print-measure.ts`). Pure; heights in CSS px.
 */

/**
 * The content height of an A4 landscape page inside the report's margins (210 mm − 11 mm − 13 mm), in CSS px as
 * Chromium lays the printed page out: the page and the margins in whole px (794 − 41 − 49 = 704, where the exact
 * 186 mm is 703.0; a row reaching 703.9 px still prints on the page).
 */
export const PAGE_CONTENT_HEIGHT = Math.round((210 * 96) / 25.4) - Math.floor((11 * 96) / 25.4) - Math.floor((13 * 96) / 25.4);

/** Flags every printed block may carry. */
interface BlockBase {
  /** Space between the previous block's bottom and this block's top (margins); dropped at the top of a page. */
  readonly gap: number;
  /** `break-before: page`: the block starts a new page (unless the page is still empty). */
  readonly breakBefore: boolean;
  /** `break-after: page` (the cover, the contents). */
  readonly breakAfter: boolean;
  /** `break-before: avoid`: it stays with the end of the block before it (footnotes). */
  readonly avoidBreakBefore: boolean;
  /** `break-after: avoid`: it stays with the start of the block after it (a section's title). */
  readonly avoidBreakAfter: boolean;
  /** The block starts a section listed in the contents. */
  readonly entry: boolean;
}

/** A block printed whole when it fits on a page (a title, footnotes, the cover); a taller one runs on. */
export interface BoxBlock extends BlockBase {
  readonly kind: 'box';
  readonly height: number;
}

/** A table whose rows are never split and whose header repeats on every page it runs onto. */
export interface TableBlock extends BlockBase {
  readonly kind: 'table';
  /** The header's height (the top of the first row less the top of the table). */
  readonly head: number;
  /** Each row's height, and whether it stays with the row under it (a heading row). */
  readonly rows: readonly { readonly height: number; readonly keepWithNext: boolean }[];
}

export type PrintBlock = BoxBlock | TableBlock;

/** Where the blocks land: the page (from 1) each contents entry starts on, in order, and the number of pages. */
export interface Pagination {
  readonly entryPages: number[];
  readonly pages: number;
}

/** A rounding allowance: the measured heights are fractional, and Chromium lays out in 1/64 px. */
const SLACK = 0.5;

/**
 * Lays `blocks` onto pages of `pageHeight` and says where each contents entry starts.
 * @param pageHeight the content height of a page in CSS px ({@link PAGE_CONTENT_HEIGHT})
 */
export function paginate(blocks: readonly PrintBlock[], pageHeight: number = PAGE_CONTENT_HEIGHT): Pagination {
  const fits = (h: number) => h <= pageHeight + SLACK;
  const entryPages: number[] = [];
  let page = 1;
  /** The height used on the current page. */
  let y = 0;
  /** A title just placed that must move with what follows it: its height, and whether its entry was the last recorded. */
  let title: { height: number; entry: boolean } | null = null;
  /** The table just placed: its header and last row, which footnotes after it take along to a new page. */
  let table: { head: number; lastRow: number } | null = null;
  let breakPending = false;
  /** Starts a new page holding `carried` (a title or a table's header and last row moved along). */
  const turn = (carried: number) => {
    page += 1;
    y = carried;
  };
  for (const block of blocks) {
    if ((block.breakBefore || breakPending) && y > 0) {
      page += 1;
      y = 0;
      title = null;
      table = null;
    }
    breakPending = block.breakAfter;
    const gap = y === 0 ? 0 : block.gap;
    const start = block.kind === 'box' ? block.height : block.head + (block.rows[0]?.height ?? 0);
    if (!fits(y + gap + start) && y > 0) {
      if (block.avoidBreakBefore && table) {
        // Footnotes: the table's last row comes along, under its repeated header.
        const carried = table.head + table.lastRow;
        table = null;
        turn(carried);
      } else if (title) {
        table = null;
        turn(title.height);
        if (title.entry) {
          entryPages[entryPages.length - 1] = page;
        }
      } else {
        table = null;
        turn(0);
      }
    }
    y += y === 0 ? 0 : block.gap;
    if (block.entry) {
      entryPages.push(page);
    }
    if (block.kind === 'box') {
      y += block.height;
      while (y > pageHeight + SLACK) {
        // Taller than a page: it runs on.
        y -= pageHeight;
        page += 1;
      }
      title = block.avoidBreakAfter ? { height: block.height, entry: block.entry } : null;
      table = null;
      continue;
    }
    y += block.head;
    let kept = 0;
    for (const row of block.rows) {
      if (!fits(y + row.height)) {
        page += 1;
        y = block.head + kept;
      }
      y += row.height;
      kept = row.keepWithNext ? row.height : 0;
    }
    title = null;
    table = { head: block.head, lastRow: block.rows.at(-1)?.height ?? 0 };
  }
  return { entryPages, pages: page };
}
