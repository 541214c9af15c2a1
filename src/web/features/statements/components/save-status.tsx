import { observer } from 'mobx-react-lite';
import { announce } from '../../../lib/announce';
import type { AnalysisStore } from '../../analysis';

const button = 'ml-2 rounded border border-current px-2 py-0.5 text-xs font-semibold hover:bg-black/5 dark:hover:bg-white/10';

/** The save state of the open analysis: Saved, Unsaved changes, Saving…, or a failure with a way out. */
export const SaveStatus = observer(function SaveStatus({ store }: { store: AnalysisStore }) {
  const { saveStatus } = store;
  let body;
  if (saveStatus === 'saving') {
    body = <span className="text-gray-500 dark:text-gray-400">Saving…</span>;
  } else if (saveStatus === 'failed') {
    body = (
      <span className="text-red-700 dark:text-red-400">
        Save failed
        <button type="button" className={button} onClick={() => void store.save().then(announce)}>
          Retry
        </button>
      </span>
    );
  } else if (saveStatus === 'conflict') {
    body = (
      <span className="text-red-700 dark:text-red-400">
        Changed elsewhere
        <button type="button" className={button} onClick={() => void store.reload().then(announce)}>
          Reload
        </button>
      </span>
    );
  } else if (!store.isSaved) {
    body = <span className="text-amber-700 dark:text-amber-400">Unsaved changes</span>;
  } else {
    body = <span className="text-green-700 dark:text-green-400">Saved</span>;
  }
  return (
    <p role="status" className="text-sm font-medium" data-testid="save-status">
      {body}
    </p>
  );
});
