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
