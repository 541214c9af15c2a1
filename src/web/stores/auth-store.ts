import { jwtDecode } from 'jwt-decode';
import { makeAutoObservable } from 'mobx';
import type { AccessClaims, RegisterRequest, TokenPair } from '../../contract';

/** The auth calls, loaded on first use (they carry the endpoint table's schemas). */
const authApi = () => import('./auth-api');
import { ApiRequestError, setSessionExpiredHandler } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { issuesOf } from '../lib/errors';
import { notify } from '../lib/notify';
import { clearSessionStorage, loadTokens, saveTokens, STORAGE_KEYS } from '../lib/storage';

/** Field errors of a refused registration, keyed by payload field (`email`, `password2`, …). */
export type RegisterFieldErrors = Partial<Record<keyof RegisterRequest | 'form', string>>;

/** The decoded access token; null when it is not a JWT. */
export function decodeClaims(access: string): Partial<AccessClaims> | null {
  try {
    return jwtDecode<Partial<AccessClaims>>(access);
  } catch {
    return null;
  }
}

/** The server's `{path, message}` details as one message per field (the first one wins). */
export function fieldErrorsOf(details: unknown): RegisterFieldErrors {
  const out: RegisterFieldErrors = {};
  for (const issue of issuesOf(details)) {
    const field = String(issue.path[0] ?? 'form') as keyof RegisterFieldErrors;
    out[field] ??= issue.message;
  }
  return out;
}

/**
 * The toast of a failed login: the spec's 'Username or password does not exist' when the credentials were
 * refused (spec §8); otherwise what really happened, so a user locked out for a minute, offline, or facing a
 * server error does not doubt a correct password.
 */
export function loginFailure(err: unknown): string {
  if (!(err instanceof ApiRequestError) || isApiError(err, 'invalid_request', 'unauthorized')) {
    return 'Username or password does not exist';
  }
  if (err.code === 'unreachable') {
    return 'The server could not be reached. Check the connection and try again.';
  }
  if (err.code === 'rate_limited') {
    return err.error;
  }
  return 'There was a server issue. Try again in a moment.';
}

/**
 * Who is signed in (spec §3/§4): the JWT pair under `authTokens`, the decoded user and `username`.
 * Toasts of spec §8 for login, registration and logout are raised here so every caller says the same.
 */
export class AuthStore {
  tokens: TokenPair | null = null;
  user: Partial<AccessClaims> | null = null;
  username: string | null = null;

  constructor(private readonly onSignedOut: () => void = () => undefined) {
    makeAutoObservable<AuthStore, 'onSignedOut'>(this, { onSignedOut: false }, { autoBind: true });
    setSessionExpiredHandler(() => this.forget());
  }

  get isAuthenticated(): boolean {
    return this.tokens !== null;
  }

  /** The `user_id` claim of the access token, or null. */
  get userId(): number | null {
    return typeof this.user?.user_id === 'number' ? this.user.user_id : null;
  }

  /** Restores the session from localStorage on start (spec §4). */
  restore(): void {
    const tokens = loadTokens();
    if (tokens) {
      this.setSession(tokens, localStorage.getItem(STORAGE_KEYS.username));
    }
  }

  private setSession(tokens: TokenPair, username: string | null): void {
    this.tokens = tokens;
    this.user = decodeClaims(tokens.access);
    this.username = username ?? (typeof this.user?.username === 'string' ? this.user.username : null);
  }

  /**
   * POST /api/login/. Sends nothing when a field is empty (spec §5).
   * @returns true on status 200, when the tokens are stored.
   */
  async login(username: string, password: string): Promise<boolean> {
    if (!username || !password) {
      console.info('Login: username and password are both required; nothing sent.');
      return false;
    }
    try {
      const res = await (await authApi()).login({ username, password });
      if (res.status !== 200) {
        throw new ApiRequestError(res.status, 'internal', 'There was a server issue');
      }
      saveTokens(res.data);
      localStorage.setItem(STORAGE_KEYS.username, username);
      this.setSession(res.data, username);
      notify.success('Login Successful');
      return true;
    } catch (err) {
      console.error(err instanceof ApiRequestError ? err.status : err, 'There was a server issue');
      notify.error(loginFailure(err));
      return false;
    }
  }

  /**
   * POST /api/register/ (spec §7/§8).
   * @returns `ok` on 201; otherwise the server's field errors for inline display.
   */
  async register(body: RegisterRequest): Promise<{ ok: boolean; fieldErrors: RegisterFieldErrors }> {
    try {
      const res = await (await authApi()).register(body);
      if (res.status === 201) {
        notify.success('Registration Successful, Login Now');
        return { ok: true, fieldErrors: {} };
      }
      notify.error(`An Error Occurred ${res.status}`);
      return { ok: false, fieldErrors: {} };
    } catch (err) {
      if (err instanceof ApiRequestError && err.code !== 'unreachable') {
        notify.error(`An Error Occurred ${err.status}`);
        const fieldErrors = fieldErrorsOf(err.details);
        if (Object.keys(fieldErrors).length === 0) {
          fieldErrors.form = err.error;
        }
        return { ok: false, fieldErrors };
      }
      notify.error('An error occurred during registration');
      return { ok: false, fieldErrors: {} };
    }
  }

  /** POST /api/logout/ (revokes the refresh token), then forgets everything locally (spec §4). */
  async logout(): Promise<void> {
    const refresh = this.tokens?.refresh;
    if (refresh) {
      // Signing out locally must not depend on the server answering.
      await authApi()
        .then((auth) => auth.logout(refresh))
        .catch((err: unknown) => console.warn('Logout request failed', err));
    }
    this.forget();
    notify.info('You have been logged out...');
  }

  /** Clears tokens, user and stored session without a server call (also when a refresh fails). */
  forget(): void {
    this.onSignedOut();
    this.tokens = null;
    this.user = null;
    this.username = null;
    clearSessionStorage();
  }
}
