import { notify } from './notify';
import type { Outcome } from './outcome';

/** Shows an outcome's notices as toasts (spec §8) and hands the outcome back, for `announce(store.x()).ok`. */
export function announce<T extends Outcome>(outcome: T): T {
  for (const notice of outcome.notices ?? []) {
    const action = notice.action;
    if (action) {
      notify[notice.tone](notice.text, { label: action.label, run: () => void announce(action.run()) });
    } else {
      notify[notice.tone](notice.text);
    }
  }
  return outcome;
}
