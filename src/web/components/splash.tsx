import { LogoMark } from './logo';

/** Shown while the session is restored at start (spec §4: nothing else renders until then). */
export function Splash({ error }: { error?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <LogoMark className={`h-14 w-14 ${error ? '' : 'animate-pulse'}`} />
      {error ? (
        <div role="alert" className="max-w-md">
          <p className="font-semibold text-red-700 dark:text-red-400">CreditGrid could not restore your session.</p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{error}</p>
          <button type="button" className="mt-4 text-sm font-semibold text-newBlue-600 underline dark:text-sky-400" onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      ) : (
        <p className="text-sm text-gray-500 dark:text-gray-400" role="status">
          Restoring your session…
        </p>
      )}
    </div>
  );
}
