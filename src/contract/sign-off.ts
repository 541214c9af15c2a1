import { z } from 'zod';
import { text } from './text';

/**
 * The ICAI's Unique Document Identification Number: 18 characters, the last two digits of the year it was
 * generated, the member's six-digit membership number, then ten capital letters or digits the portal assigns
 * (e.g. `24123456ABCDEF1234`). The portal issues it; we only check that it is shaped as one.
 */
export const UDIN_PATTERN = /^\d{2}\d{6}[A-Z0-9]{10}$/;

/** The longest place name printed beside the signature. */
export const MAX_PLACE = 80;

/**
 * GET|PUT /api/analyses/{id}/sign-off/: what the CA completes at signing, stored with the analysis (the PUT
 * replaces it whole under If-Match/409 like every write; an absent field is not filled). `signed_on` is an ISO
 * date. Printed on the cover and the signature block.
 */
export const signOff = z
  .object({
    udin: text()
      .trim()
      .toUpperCase()
      .regex(UDIN_PATTERN, 'must be the 18-character UDIN: 2 digits of the year, the 6-digit membership number, then 10 letters or digits')
      .optional(),
    place: text().trim().min(1, 'must not be empty (leave it out instead)').max(MAX_PLACE).optional(),
    signed_on: z.iso.date().optional(),
  })
  .strict();
export type SignOff = z.infer<typeof signOff>;
