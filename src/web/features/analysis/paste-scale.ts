/**
 * A pasted plain block whose figures are 100× or 1000× the figures beside them (the same rows in the nearest
 * column the block left alone) was most likely copied in another unit: rupees into lakhs, thousands into
 * lakhs. It is not refused, since a business can grow tenfold, but it is asked about before anything is stored.
 */

/** One pasted figure set against the figure beside it, for the question's wording. */
export interface ScaleExample {
  readonly key: string;
  readonly column: number;
  readonly pasted: number;
  /** The figure on the same row in `besideColumn`. */
  readonly beside: number;
  readonly besideColumn: number;
}

/** The question a paste asks: about how many times (a power of ten, e.g. 100 or 0.001) the figures beside, and where. */
export interface ScaleMismatch {
  readonly factor: number;
  readonly examples: readonly ScaleExample[];
}

/** Below about 50× (or above 1/50×) the difference is read as the business, not the unit. */
const THRESHOLD = Math.log10(50);
/** A single pair is too little to judge a block by. */
const MIN_PAIRS = 2;

/**
 * Compares each non-zero pasted figure with the nearest non-zero figure on its row in a column the paste
 * did not write (left first, then right). When the median ratio of at least two such pairs is 50× or more (or
 * 1/50 or less), returns the nearest power of ten and the pairs; otherwise null.
 * @param edits the planned paste, in view columns
 * @param valueAt the stored figure of a row in a view column (undefined when never entered)
 * @param columnCount the grid's value columns
 */
export function scaleMismatch(
  edits: readonly { readonly key: string; readonly column: number; readonly value: number }[],
  valueAt: (key: string, column: number) => number | undefined,
  columnCount: number,
): ScaleMismatch | null {
  const written = new Set(edits.map((e) => e.column));
  const pairs: (ScaleExample & { readonly log: number })[] = [];
  for (const e of edits) {
    if (e.value === 0) {
      continue;
    }
    for (let d = 1; d < columnCount; d++) {
      const found = [e.column - d, e.column + d].find((c) => c >= 0 && c < columnCount && !written.has(c) && (valueAt(e.key, c) ?? 0) !== 0);
      if (found !== undefined) {
        const beside = valueAt(e.key, found)!;
        pairs.push({ key: e.key, column: e.column, pasted: e.value, beside, besideColumn: found, log: Math.log10(Math.abs(e.value / beside)) });
        break;
      }
    }
  }
  if (pairs.length < MIN_PAIRS) {
    return null;
  }
  const logs = pairs.map((p) => p.log).sort((a, b) => a - b);
  const mid = logs.length / 2;
  const median = logs.length % 2 === 1 ? logs[Math.floor(mid)]! : (logs[mid - 1]! + logs[mid]!) / 2;
  if (Math.abs(median) < THRESHOLD) {
    return null;
  }
  return { factor: 10 ** Math.round(median), examples: pairs.map(({ log: _log, ...example }) => example) };
}
