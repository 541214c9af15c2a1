import { createElement } from 'react';
import { toast } from 'react-toastify';
import type { Id, ToastContent, ToastOptions } from 'react-toastify';

/** A button on a toast, which closes the toast and runs. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

/** The toast's text, with the action's button after it when there is one. */
function content(msg: string, action: ToastAction | undefined): ToastContent {
  if (!action) {
    return msg;
  }
  return ({ closeToast }) =>
    createElement(
      'div',
      null,
      msg,
      ' ',
      createElement(
        'button',
        {
          type: 'button',
          className: 'ml-1 rounded border border-current px-2 py-0.5 text-sm font-semibold underline-offset-2 hover:underline',
          onClick: () => {
            closeToast();
            action.run();
          },
        },
        action.label,
      ),
    );
}

/** Spec §8: top-right, 6000 ms, with a progress bar. The container in the app sets the same defaults. */
export const TOAST_DEFAULTS: ToastOptions = { position: 'top-right', autoClose: 6000, hideProgressBar: false };

// Error toasts still open: a later success means the problem they reported is behind the user.
const openErrors = new Set<Id>();

/** Closes every error toast still open (an action succeeded after them). */
function dismissErrors(): void {
  for (const id of openErrors) {
    toast.dismiss(id);
  }
  openErrors.clear();
}

/**
 * The one notifier of the app (style.md P9): every toast text of spec §8 goes through here. A success
 * closes the error toasts before it; the same error text twice shows one toast, not a stack.
 */
export const notify = {
  success: (msg: string) => {
    dismissErrors();
    toast.success(msg, TOAST_DEFAULTS);
  },
  error: (msg: string, action?: ToastAction) => {
    const id = toast.error(content(msg, action), {
      ...TOAST_DEFAULTS,
      toastId: `error:${msg}`,
      onClose: () => openErrors.delete(id),
    });
    openErrors.add(id);
  },
  info: (msg: string, action?: ToastAction) => void toast.info(content(msg, action), TOAST_DEFAULTS),
};
