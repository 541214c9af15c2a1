import { z } from 'zod';
import { text } from './text';

/**
 * POST /api/contact/ (the /contact page): a message kept in the database. No sign-in needed; rate-limited.
 * Answers 201 `{ok: true}` once stored.
 */
export const contactMessage = z
  .object({
    name: text().trim().min(1, 'name is required').max(120),
    email: z.email('a valid e-mail address is required').max(254),
    message: text({ multiline: true }).trim().min(1, 'message is required').max(5000),
  })
  .strict();
export type ContactMessage = z.infer<typeof contactMessage>;
