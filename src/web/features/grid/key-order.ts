/** A held key: what is needed to press it again. */
type HeldKey = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'> & { readonly key: string };

/** How long keys wait for the grid to settle before they are let through anyway (ms). */
export const SETTLE_LIMIT_MS = 400;

/**
 * Keeps the analyst's keys in order while the grid opens or closes a cell editor.
 *
 * AG Grid mounts and focuses its editor a moment after the key that opens it (React renders it), and puts the
 * focus back on the cell a moment after Esc or Enter. A key pressed within that moment reached the wrong
 * element: it was lost, or an Esc was taken by the cell, not the editor, and the next digit was typed
 * after the cancelled one ("39" stored for "9"). So from such a transition until the grid has settled
 * (the editor has the focus, or a cell has it and no editor is open), trusted keys are held, then pressed
 * again in order on whatever has the focus: a character into the editor's text, any other key as a
 * keydown the grid handles as usual. A pressed-again key that starts a transition holds the rest again.
 */
export class KeyOrder {
  private waitingSince: number | null = null;
  private held: HeldKey[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** @param settled true once the editor, or a cell with no editor open, has the focus. */
  constructor(private readonly settled: () => boolean) {}

  /** The grid is about to open or close an editor: the keys after this one wait for it. */
  readonly transition = (): void => {
    this.waitingSince = Date.now();
    this.schedule();
  };

  /** The window's keydown listener, capture phase, so it runs before the grid's own. */
  readonly onKeyDown = (e: KeyboardEvent): void => {
    if (!e.isTrusted || (this.waitingSince === null && this.held.length === 0)) {
      return;
    }
    // Modifier keys alone, and shortcuts: Ctrl+V must reach the browser to raise its paste event.
    if (['Shift', 'Control', 'Alt', 'Meta'].includes(e.key) || e.ctrlKey || e.metaKey) {
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    this.held.push({ key: e.key, code: e.code, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, altKey: e.altKey, metaKey: e.metaKey });
    this.schedule();
  };

  /**
   * The window's beforeinput listener, capture phase. Text that comes with no keydown of its own (a character
   * the layout types through an input method, dictation, a typed × or ÷) joins the held keys in its turn
   * instead of landing in the editor ahead of the keys before it.
   */
  readonly onBeforeInput = (e: InputEvent): void => {
    if (!e.isTrusted || e.inputType !== 'insertText' || !e.data || (this.waitingSince === null && this.held.length === 0)) {
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    for (const key of e.data) {
      this.held.push({ key });
    }
    this.schedule();
  };

  /** Stops waiting (the grid is gone). */
  dispose(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
    }
    this.timer = null;
    this.waitingSince = null;
    this.held = [];
  }

  private schedule(): void {
    if (this.timer === null) {
      this.timer = setTimeout(this.check, 0);
    }
  }

  private readonly check = (): void => {
    this.timer = null;
    if (this.waitingSince !== null && !this.settled() && Date.now() - this.waitingSince < SETTLE_LIMIT_MS) {
      this.schedule();
      return;
    }
    this.waitingSince = null;
    while (this.held.length > 0 && this.waitingSince === null) {
      press(this.held.shift()!);
    }
    if (this.waitingSince !== null) {
      this.schedule();
    }
  };
}

/**
 * Presses a held key again on the focused element. A keydown made by script has no default action, so in
 * a text field (the open editor) what the browser would have done is done here: a character goes into the
 * selection, Backspace and Delete delete, and the caret keys move the caret.
 */
function press(key: HeldKey): void {
  const target = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
  const handled = !target.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
  if (!handled && target instanceof HTMLInputElement && !key.ctrlKey && !key.metaKey && !key.altKey) {
    editText(target, key.key);
  }
}

/** The default action of a key in a text field. */
function editText(input: HTMLInputElement, key: string): void {
  const length = input.value.length;
  const start = input.selectionStart ?? length;
  const end = input.selectionEnd ?? length;
  const caret = (at: number) => input.setSelectionRange(Math.max(0, Math.min(length, at)), Math.max(0, Math.min(length, at)));
  if (key.length === 1 || key === 'Backspace' || key === 'Delete') {
    const [from, to] = start !== end ? [start, end] : key === 'Backspace' ? [start - 1, end] : key === 'Delete' ? [start, end + 1] : [start, end];
    input.setRangeText(key.length === 1 ? key : '', Math.max(0, from), Math.min(length, to), 'end');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
    caret(start !== end ? (key === 'ArrowLeft' ? start : end) : start + (key === 'ArrowLeft' ? -1 : 1));
  } else if (key === 'Home' || key === 'End') {
    caret(key === 'Home' ? 0 : length);
  }
}
