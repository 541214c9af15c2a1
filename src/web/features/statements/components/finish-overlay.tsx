/** The Finish overlay of /kfi (spec §2): shown for 3 seconds before the dashboard opens. */
export function FinishOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="cg-finish-text"
      className="fixed inset-0 z-60 flex items-center justify-center bg-gray-900/60 backdrop-blur-sm"
    >
      <div className="rounded-2xl bg-white px-10 py-8 text-center shadow-2xl dark:bg-gray-900">
        <div
          aria-hidden="true"
          className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700 dark:bg-green-900 dark:text-green-300"
        >
          ✓
        </div>
        <p id="cg-finish-text" className="text-lg font-semibold text-gray-800 dark:text-gray-100">
          Your records have been saved.
        </p>
      </div>
    </div>
  );
}
