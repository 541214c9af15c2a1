import { buttonSecondary } from '../../components/ui';
import type { LimitsSave } from './report-store';

/** Why a part of Form I was not saved, with "Reload the report" after a 409; nothing while the save is fine. */
export function SaveProblem({ save, onReload }: { save: LimitsSave; onReload: () => void }) {
  if (save.state !== 'conflict' && save.state !== 'failed') {
    return null;
  }
  return (
    <div
      role="alert"
      className="mt-2 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <span>{save.message}</span>
      {save.state === 'conflict' ? (
        <button type="button" className={buttonSecondary} onClick={onReload}>
          Reload the report
        </button>
      ) : null}
    </div>
  );
}
