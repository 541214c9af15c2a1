import { paginate } from './print-layout';
import type { Pagination, PrintBlock } from './print-layout';

/**
 * Measures the printed report in the print's geometry and lays it onto pages (`paginate`). The class
 * `cg-report-measure` (report.css) gives the report paper the printed width and type sizes for one synchronous
 * layout: it is set, the blocks are read, and it is removed before the browser paints.
 */

/** Elements printed whole as one block however they are built inside. */
const WHOLE = '.cg-report-cover, .cg-report-signature';
/** Containers whose children are laid one after another. */
const CONTAINER = 'section, .cg-report-company-block, .cg-report-checks-group, .cg-report-contents';
/** The elements that start a contents entry, in print order. */
export const ENTRY = '.cg-report-form, .cg-report-checks-group';

interface Walk {
  blocks: PrintBlock[];
  /** The bottom of the last block placed, to measure the gap before the next. */
  bottom: number | null;
}

/** The flags a block takes from its own style and from the containers it opens (a forced break, an entry). */
function flagsOf(el: Element, inherited: { breakBefore: boolean; entry: boolean }, bottom: number | null) {
  const style = getComputedStyle(el);
  const top = el.getBoundingClientRect().top;
  return {
    gap: bottom === null ? 0 : Math.max(0, top - bottom),
    breakBefore: inherited.breakBefore || style.breakBefore === 'page',
    breakAfter: style.breakAfter === 'page',
    avoidBreakBefore: style.breakBefore === 'avoid',
    avoidBreakAfter: style.breakAfter === 'avoid',
    entry: inherited.entry,
  };
}

function walk(el: Element, into: Walk, inherited: { breakBefore: boolean; entry: boolean }): void {
  let pending = inherited;
  for (const child of Array.from(el.children)) {
    const style = getComputedStyle(child);
    if (style.display === 'none' || style.position === 'fixed' || style.position === 'absolute') {
      continue;
    }
    const rect = child.getBoundingClientRect();
    const opens = { breakBefore: pending.breakBefore || style.breakBefore === 'page', entry: pending.entry || child.matches(ENTRY) };
    if (child.matches(CONTAINER) && !child.matches(WHOLE)) {
      walk(child, into, opens);
      // A container's own break after (the contents) falls on its last block.
      const last = into.blocks.at(-1);
      if (last && style.breakAfter === 'page') {
        into.blocks[into.blocks.length - 1] = { ...last, breakAfter: true };
      }
    } else if (child.tagName === 'TABLE') {
      const rows = Array.from((child as HTMLTableElement).tBodies).flatMap((b) => Array.from(b.rows));
      const tops = rows.map((r) => r.getBoundingClientRect().top);
      into.blocks.push({
        kind: 'table',
        ...flagsOf(child, opens, into.bottom),
        head: (tops[0] ?? rect.bottom) - rect.top,
        rows: rows.map((r, i) => ({ height: (tops[i + 1] ?? rect.bottom) - tops[i]!, keepWithNext: getComputedStyle(r).breakAfter === 'avoid' })),
      });
      into.bottom = rect.bottom;
    } else {
      into.blocks.push({ kind: 'box', ...flagsOf(child, opens, into.bottom), height: rect.height });
      into.bottom = rect.bottom;
    }
    pending = { breakBefore: false, entry: false };
  }
}

/** The printed blocks of the report paper `paper`, measured in the print's geometry. */
export function measurePrint(paper: HTMLElement): PrintBlock[] {
  paper.classList.add('cg-report-measure');
  try {
    const into: Walk = { blocks: [], bottom: null };
    walk(paper, into, { breakBefore: false, entry: false });
    return into.blocks;
  } finally {
    paper.classList.remove('cg-report-measure');
  }
}

/** Where each contents entry of the report paper `paper` starts in print, and how many pages it prints on. */
export function printPagination(paper: HTMLElement): Pagination {
  return paginate(measurePrint(paper));
}
