import { useCallback, useEffect } from 'react';
import type { RefObject } from 'react';
import { ROW_HEIGHT } from './grid-theme';

/** AG Grid's scroll box of the header and the rows, and its container of the column header row (sticky at its top). */
const VIEWPORT = '.ag-grid-viewport';
const HEADER = '.ag-grid-pinned-top-rows';

/** The bottom of the page's top bar (the first `header` on the page, sticky at the top), 0 when none is on screen. */
const topBarBottom = () => Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);

/**
 * Sets the grid's header `top` to how far the grid has gone under the top bar, up to the point where the last
 * row meets it. `frame` is the grid's container.
 */
function placeHeader(frame: HTMLElement | null): void {
  // The grid's scroll box holds the header and the rows (not the horizontal scrollbar under them).
  const rows = frame?.querySelector<HTMLElement>(VIEWPORT);
  const header = rows?.querySelector<HTMLElement>(HEADER);
  if (!rows || !header) {
    return;
  }
  const under = Math.min(topBarBottom() - rows.getBoundingClientRect().top, rows.offsetHeight - header.offsetHeight - ROW_HEIGHT);
  const top = under > 0 ? `${Math.round(under)}px` : '';
  if (header.style.top !== top) {
    header.style.top = top;
  }
}

/**
 * Keeps a grid's column header row (company names, or year and kind) in view while a long statement
 * scrolls under the page's sticky top bar, at every width.
 *
 * The grid takes its full height on the page (AG Grid's autoHeight): one page scroll, no scroll box inside
 * the grid to trap the page, every row printable. AG Grid's header container is already sticky inside the
 * grid, but the grid's own scroll box (kept for the sideways scroll) is what it sticks to, and that box
 * never scrolls vertically; so on each page scroll its `top` is set to how far the grid has gone under the
 * top bar, up to the point where the last row meets it. It is AG Grid's real header, so the sideways scroll,
 * column widths and the screen reader's column headers stay AG Grid's.
 *
 * Returns `reveal(cell)`: scrolls the page so a focused cell is not hidden under the top bar or the header.
 */
export function useStickyHeader(frame: RefObject<HTMLElement | null>): (cell: Element) => void {
  useEffect(() => {
    let pending = 0;
    const schedule = () => {
      pending ||= requestAnimationFrame(() => {
        pending = 0;
        placeHeader(frame.current);
      });
    };
    // The header is moved on scroll and resize, and whenever the grid's content is re-laid (a layout switch, new columns).
    const observer = new ResizeObserver(schedule);
    if (frame.current) {
      observer.observe(frame.current);
    }
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();
    return () => {
      cancelAnimationFrame(pending);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [frame]);

  return useCallback(
    (cell: Element) => {
      const header = frame.current?.querySelector(HEADER);
      if (!header) {
        return;
      }
      // The browser scrolls a focused cell into the window, not out from under what is stuck over it. The header
      // is placed first: a scroll just before the focus may not have moved it yet (its frame comes after this one).
      placeHeader(frame.current);
      const covered = Math.max(topBarBottom(), header.getBoundingClientRect().bottom) - cell.getBoundingClientRect().top;
      if (covered > 0) {
        window.scrollBy({ top: -covered });
      }
    },
    [frame],
  );
}
