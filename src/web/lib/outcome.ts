/** Something the user should be told after a store method, as a toast the UI raises. */
export interface Notice {
  readonly tone: 'success' | 'error' | 'info';
  readonly text: string;
  /** A one-click remedy shown on the toast ("Round"); what it does is announced in turn. */
  readonly action?: NoticeAction;
}

/** A button on a toast: its label, and the store method it runs. */
export interface NoticeAction {
  readonly label: string;
  readonly run: () => Outcome;
}

/**
 * What a store method reports back. Stores never raise toasts: the UI shows `notices` (absent when
 * there is nothing to say) with `announce` (lib/announce.ts).
 */
export interface Outcome {
  readonly notices?: readonly Notice[];
}

/** Builds the `notices` of an outcome, leaving the field out when there are none. */
export function withNotices<T extends object>(outcome: T, notices: readonly (Notice | null)[]): T & Outcome {
  const kept = notices.filter((n): n is Notice => n !== null);
  return kept.length > 0 ? { ...outcome, notices: kept } : outcome;
}
