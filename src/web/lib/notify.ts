import { toast } from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

/** Spec §8: top-right, 6000 ms, with a progress bar. The container in the app sets the same defaults. */
export const TOAST_DEFAULTS: ToastOptions = { position: 'top-right', autoClose: 6000, hideProgressBar: false };

/** The one notifier of the app (style.md P9): every toast text of spec §8 goes through here. */
export const notify = {
  success: (msg: string) => void toast.success(msg, TOAST_DEFAULTS),
  error: (msg: string) => void toast.error(msg, TOAST_DEFAULTS),
  info: (msg: string) => void toast.info(msg, TOAST_DEFAULTS),
};
