import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from '../domain/money';

/**
 * An input amount on the wire: a finite, non-negative JSON number, at most 1e13 and with at most
 * 2 decimals (spec §5 minimum 0; cma-domain §7 Q21). NaN and Infinity cannot come through JSON,
 * but a client in the same process could pass them, so they are refused here too.
 */
export const amountSchema = z
  .number({ error: 'must be a number' })
  .refine(Number.isFinite, 'must be a finite number')
  .refine((n) => n >= 0, 'must not be negative')
  .refine((n) => n <= MAX_AMOUNT, `must not exceed ${MAX_AMOUNT.toExponential()}`)
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals');
