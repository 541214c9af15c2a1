/** Sends what a store holds unsaved; resolves when the server has it (or the save has failed). */
type Flush = () => Promise<unknown>;

const flushes = new Set<Flush>();

/**
 * Registers a store's save, so a page that reads figures back from the server (the chart dashboard)
 * can wait for it first.
 * @returns a function that unregisters it.
 */
export function onFlushEdits(flush: Flush): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

/** Saves every registered store's unsaved edits and waits for the saves (failed ones included). */
export async function flushEdits(): Promise<void> {
  await Promise.allSettled([...flushes].map((flush) => flush()));
}

/** Says whether a store still holds edits the server does not have. */
type Pending = () => boolean;

const pendings = new Set<Pending>();

/**
 * Registers a store's "edits still unsaved" check, so a change that rewrites the stored figures (a unit
 * conversion) can refuse to run over edits a failed save left behind.
 * @returns a function that unregisters it.
 */
export function onPendingEdits(pending: Pending): () => void {
  pendings.add(pending);
  return () => pendings.delete(pending);
}

/** True when some registered store still holds unsaved edits (after {@link flushEdits}: a save failed). */
export function hasUnsavedEdits(): boolean {
  return [...pendings].some((pending) => pending());
}
