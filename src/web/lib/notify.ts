import { toast } from 'react-toastify';
import type { Id, ToastOptions } from 'react-toastify';

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
  error: (msg: string) => {
    const id = toast.error(msg, {
      ...TOAST_DEFAULTS,
      toastId: `error:${msg}`,
      onClose: () => openErrors.delete(id),
    });
    openErrors.add(id);
  },
  info: (msg: string) => void toast.info(msg, TOAST_DEFAULTS),
};
