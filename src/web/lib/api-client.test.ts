import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, setSessionExpiredHandler } from './api-client';

/** Replies per request with `respond`, recording each request's config. */
function fakeServer(respond: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data = {} } = respond(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return { adapter, seen };
}

describe('api client', () => {
  const original = api.defaults.adapter;
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
  afterEach(() => {
    api.defaults.adapter = original;
    setSessionExpiredHandler(() => undefined);
  });

  it('sends the csrftoken cookie as X-CSRFToken, and the stored access token as a bearer', async () => {
    document.cookie = 'csrftoken=abc%2F123; path=/';
    localStorage.setItem('authTokens', JSON.stringify({ access: 'acc', refresh: 'ref' }));
    const server = fakeServer(() => ({ status: 200 }));
    api.defaults.adapter = server.adapter;

    await api.post('/api/update_companies_opstmt/1/', []);
    const headers = server.seen[0]!.headers;
    expect(headers.get('X-CSRFToken')).toBe('abc/123');
    expect(headers.get('Authorization')).toBe('Bearer acc');
    expect(server.seen[0]!.withCredentials).toBe(true);
  });

  it("carries the envelope's code, so callers branch on it rather than on the status", async () => {
    const answers = [
      { status: 409, data: { error: 'The assessment year cannot be removed', code: 'period_conflict', details: null } },
      { status: 502, data: '<html>Bad gateway</html>' },
    ];
    api.defaults.adapter = fakeServer(() => answers.shift()!).adapter;
    const failure = (url: string) =>
      api.delete(url).then(
        () => null,
        (err: unknown) => err as ApiRequestError,
      );
    const conflict = await failure('/api/analyses/1/periods/2025/');
    expect(conflict).toBeInstanceOf(ApiRequestError);
    expect([conflict!.code, conflict!.status, conflict!.error]).toEqual(['period_conflict', 409, 'The assessment year cannot be removed']);
    expect((await failure('/api/analyses/1/'))!.code).toBe('internal');
    const { AxiosError } = await import('axios');
    api.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    expect((await failure('/api/analyses/1/'))!.code).toBe('unreachable');
  });

  it('sends no X-CSRFToken when there is no cookie', async () => {
    const server = fakeServer(() => ({ status: 200 }));
    api.defaults.adapter = server.adapter;
    await api.get('/api/analyses/');
    expect(server.seen[0]!.headers.has('X-CSRFToken')).toBe(false);
    expect(server.seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('turns an error response into ApiRequestError with status, error and details', async () => {
    api.defaults.adapter = fakeServer(() => ({
      status: 400,
      data: { error: 'Invalid request', code: 'invalid_request', details: [{ path: ['year'], message: 'bad' }] },
    })).adapter;
    const err = await api.post('/api/create_token/1/', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 400, code: 'invalid_request', error: 'Invalid request', details: [{ path: ['year'], message: 'bad' }] });
  });

  it('on 401 refreshes the access token once and retries with it', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: 'old', refresh: 'ref' }));
    const refresh = vi.spyOn((await import('axios')).default, 'post').mockResolvedValue({ data: { access: 'new' } });
    api.defaults.adapter = fakeServer((c) => ({ status: c.headers.get('Authorization') === 'Bearer new' ? 200 : 401 })).adapter;

    const res = await api.get('/api/analyses/');
    expect(res.status).toBe(200);
    expect(refresh).toHaveBeenCalledWith('/api/token/refresh/', { refresh: 'ref' }, expect.anything());
    expect(JSON.parse(localStorage.getItem('authTokens') ?? '{}')).toEqual({ access: 'new', refresh: 'ref' });
    refresh.mockRestore();
  });

  it('signs out when the refresh is refused', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: 'old', refresh: 'ref' }));
    const refresh = vi.spyOn((await import('axios')).default, 'post').mockRejectedValue(new Error('401'));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    api.defaults.adapter = fakeServer(() => ({ status: 401 })).adapter;

    await expect(api.get('/api/analyses/')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    refresh.mockRestore();
  });

  it('never refreshes on the login endpoint (401 there means wrong credentials)', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ access: 'old', refresh: 'ref' }));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    api.defaults.adapter = fakeServer(() => ({ status: 401 })).adapter;
    await expect(api.post('/api/login/', {})).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
  });
});
