import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { AuthStore, fieldErrorsOf, loginFailure } from './auth-store';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const access = `e30.${btoa(JSON.stringify({ user_id: 7, username: 'asha' })).replace(/=+$/, '')}.sig`;

describe('AuthStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('sends nothing when a login field is empty', async () => {
    const post = vi.spyOn(api, 'post');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await new AuthStore().login('asha', '')).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('stores tokens, user and username on login, and clears them all on logout', async () => {
    vi.spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: { access, refresh: 'r' } })
      .mockResolvedValueOnce({ status: 205, data: {} });
    const signedOut = vi.fn();
    const auth = new AuthStore(signedOut);
    expect(await auth.login('asha', 'secret-123')).toBe(true);
    expect(auth.userId).toBe(7);
    expect(localStorage.getItem('username')).toBe('asha');
    expect(JSON.parse(localStorage.getItem('authTokens') ?? '{}')).toEqual({ access, refresh: 'r' });
    expect(notify.success).toHaveBeenCalledWith('Login Successful');

    await auth.logout();
    expect(api.post).toHaveBeenLastCalledWith('/api/logout/', { refresh: 'r' });
    expect(auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('authTokens')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(signedOut).toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith('You have been logged out...');
  });

  it('restores a stored session on start', () => {
    localStorage.setItem('authTokens', JSON.stringify({ access, refresh: 'r' }));
    localStorage.setItem('username', 'asha');
    const auth = new AuthStore();
    auth.restore();
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.username).toBe('asha');
  });

  it('reports a refused registration with the status and the field errors', async () => {
    vi.spyOn(api, 'post').mockRejectedValueOnce(
      new ApiRequestError(400, 'invalid_request', 'Invalid registration', [
        { path: ['username'], message: 'is already taken' },
        { path: ['password2'], message: 'passwords do not match' },
      ]),
    );
    const result = await new AuthStore().register({ email: 'a@b.in', username: 'asha', password: 'x', password2: 'y' });
    expect(result).toEqual({ ok: false, fieldErrors: { username: 'is already taken', password2: 'passwords do not match' } });
    expect(notify.error).toHaveBeenCalledWith('An Error Occurred 400');
  });

  it("says 'Username or password does not exist' only when the credentials were refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(api, 'post').mockRejectedValueOnce(new ApiRequestError(401, 'unauthorized', 'Username or password does not exist'));
    expect(await new AuthStore().login('asha', 'wrong-one')).toBe(false);
    expect(notify.error).toHaveBeenLastCalledWith('Username or password does not exist');
    expect(loginFailure(new ApiRequestError(429, 'rate_limited', 'Too many attempts; try again in 1 minute'))).toBe('Too many attempts; try again in 1 minute');
    expect(loginFailure(new ApiRequestError(0, 'unreachable', 'The server could not be reached.'))).toMatch(/could not be reached/);
    expect(loginFailure(new ApiRequestError(503, 'storage_unavailable', 'storage unavailable'))).toMatch(/server issue/);
  });

  it('keeps the first message per field and ignores details of another shape', () => {
    expect(
      fieldErrorsOf([
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
      ]),
    ).toEqual({ email: 'first' });
    expect(fieldErrorsOf({ nope: true })).toEqual({});
  });
});
