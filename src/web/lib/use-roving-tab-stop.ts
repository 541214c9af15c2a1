import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

/** The controls of a bar, in order (a file picker too: one tab stop for the bar); disabled ones are skipped. */
const CONTROLS = 'button, a[href], select, input[type="file"]';
const enabledControls = (bar: HTMLElement) =>
  [...bar.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => !((c instanceof HTMLButtonElement || c instanceof HTMLSelectElement) && c.disabled));

/** Exactly one enabled control stays tabbable: the focused one, else the last current one, else the first. */
function markCurrent(bar: HTMLElement, current: EventTarget | null): void {
  const controls = enabledControls(bar);
  const active = controls.find((c) => c === current) ?? controls.find((c) => c.tabIndex === 0) ?? controls[0];
  for (const c of bar.querySelectorAll<HTMLElement>(CONTROLS)) {
    c.tabIndex = c === active ? 0 : -1;
  }
}

/**
 * One tab stop for a whole bar of controls (the WAI-ARIA toolbar pattern), so Tab reaches the grid in a few
 * presses: Left/Right (and Home/End) move between the bar's controls, Tab leaves the bar. Spread the returned
 * props on the bar's element. Up/Down are left to a focused `<select>`.
 */
export function useRovingTabStop<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // Controls come and go (Undo and Redo are disabled at times): re-mark after every render.
  useLayoutEffect(() => {
    if (ref.current) {
      markCurrent(ref.current, document.activeElement);
    }
  });
  return {
    ref,
    onFocus: (e: FocusEvent<T>) => markCurrent(e.currentTarget, e.target),
    onKeyDown: (e: KeyboardEvent<T>) => {
      const controls = enabledControls(e.currentTarget);
      const at = controls.indexOf(e.target as HTMLElement);
      const last = controls.length - 1;
      const to =
        e.key === 'ArrowRight'
          ? (at + 1) % controls.length
          : e.key === 'ArrowLeft'
            ? (at + last) % controls.length
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? last
                : -1;
      if (at >= 0 && to >= 0) {
        e.preventDefault();
        controls[to]?.focus();
      }
    },
  };
}
