import { z } from 'zod';
import { ERROR_CODES } from './errors';
import type { ErrorCode } from './errors';

/** The error envelope (`ApiError`) as a schema, for the OpenAPI document. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  details: z.unknown(),
});
