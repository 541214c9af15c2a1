import { amountSchema } from '../../../contract';

/** The outcome of reading what an analyst typed into an input cell. */
export type ParsedInput = { ok: true; value: number } | { ok: false; reason: string };

/**
 * Reads a typed amount: digits with optional Indian or Western grouping commas, spaces and a `₹`
 * sign are accepted ("1,23,456.50"); an empty entry clears the cell to 0 (spec §4). Anything else
 * — letters, a negative, more than 2 decimals, above 1e13 — is refused with the reason, never
 * silently turned into 0 (our rule, stricter than spec §4).
 */
export function parseInput(raw: string | number): ParsedInput {
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else {
    const text = raw.replace(/[\s,₹\u00a0]/g, '');
    if (text === '') {
      return { ok: true, value: 0 };
    }
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) {
      return { ok: false, reason: 'is not a number' };
    }
    value = Number(text);
  }
  const parsed = amountSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, reason: parsed.error.issues[0]?.message ?? 'is not a valid amount' };
  }
  // -0 would be stored as a negative zero and shown as "-0.00" by some formatters.
  return { ok: true, value: parsed.data === 0 ? 0 : parsed.data };
}
