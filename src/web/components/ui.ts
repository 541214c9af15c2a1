/** Shared class lists for the few primitives every screen uses, so buttons and fields look the same. */
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-newBlue-500';
const btn = `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focus}`;

export const buttonPrimary = `${btn} bg-newBlue-600 text-white shadow-sm hover:bg-newBlue-700 dark:bg-newBlue-500 dark:hover:bg-newBlue-400`;
export const buttonSecondary = `${btn} border border-gray-300 bg-white text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700`;
export const buttonGhost = `${btn} text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800`;
export const buttonDanger = `${btn} bg-red-600 text-white hover:bg-red-700`;

export const fieldLabel = 'block text-sm font-medium text-gray-700 dark:text-gray-200';
export const fieldInput =
  'mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-newBlue-500 focus:ring-2 focus:ring-newBlue-500/30 focus:outline-none aria-invalid:border-red-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-500';
export const fieldError = 'mt-1 text-sm text-red-600 dark:text-red-400';
export const card = 'rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900';
