import type { LoginRequest, RegisterRequest } from '../../contract';
import { AUTH_ENDPOINTS as E } from '../../contract/endpoints/auth';
import { call, send } from '../lib/call';

// The auth store is in the landing page's bundle and loads this module when it is first needed, so the
// endpoint table's schemas (zod) stay out of that bundle (e2e/landing-bundle.spec.ts).

/** POST /api/login/: the token pair, with the answer's status. */
export const login = (body: LoginRequest) => send(E.login, { body });
/** POST /api/register/: the registered user, with the answer's status. */
export const register = (body: RegisterRequest) => send(E.register, { body });
/** POST /api/logout/: revokes the refresh token. */
export const logout = (refresh: string) => call(E.logout, { body: { refresh } });
