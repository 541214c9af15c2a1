import { z } from 'zod';
import { text } from './text';

/** POST /api/register/ (spec §7). Rules the spec leaves open are ours: 8+ characters, matching passwords. */
export const registerRequest = z
  .object({
    email: z.email('must be a valid e-mail address').max(254),
    username: text()
      .trim()
      .min(3, 'must be at least 3 characters')
      .max(150)
      .regex(/^[\w.@+-]+$/, 'may contain only letters, digits and @ . + - _'),
    password: text({ shown: false }).min(8, 'must be at least 8 characters').max(256),
    password2: z.string().max(256),
  })
  .strict()
  .refine((b) => b.password === b.password2, { path: ['password2'], message: 'passwords do not match' });
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /api/login/ (spec §7). */
export const loginRequest = z.object({ username: text().min(1).max(150), password: text({ shown: false }).min(1).max(256) }).strict();
export type LoginRequest = z.infer<typeof loginRequest>;

/** The login response: JWTs, the access token carrying `user_id` (spec §3). */
export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** POST /api/token/refresh/ and POST /api/logout/. */
export const refreshRequest = z.object({ refresh: text().min(1).max(4096) }).strict();

/**
 * The answer of POST /api/register/: what was asked for, the same whether the account was created or its
 * username or e-mail was taken (nothing stored then), so registration reveals no existing account.
 */
export const registeredUser = z.object({ username: z.string(), email: z.string() });

/** The answer of POST /api/logout/. */
export const loggedOut = z.object({ detail: z.string() });
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** The claims of an access token that the client reads. */
export interface AccessClaims {
  user_id: number;
  username: string;
  exp: number;
}
