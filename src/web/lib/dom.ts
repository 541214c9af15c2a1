/**
 * True inside a text field or an open cell editor, where copy, paste and undo are the field's own
 * (the grid and the screen's shortcuts leave them alone).
 */
export function isTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
