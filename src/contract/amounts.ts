import { z } from 'zod';
import type { MetricId } from '../domain/formula';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../domain/money';
import { mayBeNegative, negativeRefusal } from '../domain/signs';

/** A finite JSON number of at most 1e13 in size with at most 2 decimals, of either sign (cma-domain §7 Q21). */
const signedAmountSchema = z
  .number({ error: 'must be a number' })
  .refine(Number.isFinite, 'must be a finite number')
  .refine((n) => Math.abs(n) <= MAX_AMOUNT, `must not exceed ${MAX_AMOUNT.toExponential()}`)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');

/**
 * An input amount on the wire: a finite, non-negative JSON number, at most 1e13 and with at most
 * 2 decimals (spec §5 minimum 0; cma-domain §7 Q21). NaN and Infinity cannot come through JSON,
 * but a client in the same process could pass them, so they are refused here too.
 */
export const amountSchema = signedAmountSchema.refine((n) => n >= 0, 'must not be negative');

const schemas = new Map<MetricId, z.ZodType<number>>();

/**
 * The amount schema of the statement input `id`: signed for a row the catalogue marks `signed`, else
 * minimum 0 with a refusal that names where a negative amount belongs ({@link negativeRefusal}).
 */
export function inputAmountSchema(id: MetricId): z.ZodType<number> {
  let schema = schemas.get(id);
  if (schema === undefined) {
    schema = mayBeNegative(id) ? signedAmountSchema : signedAmountSchema.refine((n) => n >= 0, negativeRefusal(id));
    schemas.set(id, schema);
  }
  return schema;
}
