import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from './notify';
import './toaster.css';

/**
 * The toast host of spec §9 (top-right, 6000 ms, progress bar, no confirm button), themed with the app.
 * toaster.css keeps it clear of the top bar and the page's header actions (Sign Out, New analysis).
 */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <ToastContainer position={TOAST_DEFAULTS.position} autoClose={TOAST_DEFAULTS.autoClose} hideProgressBar={false} closeOnClick newestOnTop theme={theme} />
  );
}
