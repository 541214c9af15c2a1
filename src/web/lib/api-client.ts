import axios from 'axios';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { ApiError, TokenPair } from '../../contract';
import { loadTokens, saveTokens } from './storage';

/** A failed API call: the HTTP status (0 when the server could not be reached) and the error envelope. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly details: unknown = null,
  ) {
    super(error);
    this.name = 'ApiRequestError';
  }
}

/** The `csrftoken` cookie the server sets at login, echoed as `X-CSRFToken` (double-submit, spec §7). */
export function readCsrfToken(): string | null {
  const match = /(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The shared HTTP client: same origin, cookies sent, CSRF and bearer headers added to every request. */
export const api: AxiosInstance = axios.create({ baseURL: '', withCredentials: true });

api.interceptors.request.use((config) => {
  const csrf = readCsrfToken();
  if (csrf) {
    config.headers.set('X-CSRFToken', csrf);
  }
  const tokens = loadTokens();
  if (tokens && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${tokens.access}`);
  }
  return config;
});

/** Called when the session cannot be renewed; the auth store signs the user out. */
let onSessionExpired: () => void = () => undefined;
/** Registers what happens when a 401 survives a token refresh. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Auth endpoints answer 401 for bad credentials; refreshing there would be wrong. */
const NO_REFRESH = /\/api\/(login|register|token\/refresh|logout)\/?$/;

/** One refresh at a time in this tab: concurrent 401s wait for the same new access token. */
let refreshing: Promise<string | null> | null = null;

/** The Web Lock that makes the tabs of this origin refresh one at a time (they share the stored tokens). */
const REFRESH_LOCK = 'creditgrid-token-refresh';

/**
 * A new access token for a request that was refused with `rejected`, or null when the session cannot be
 * renewed. Refresh tokens are used once (a second use ends the session as a replay), and every tab of this
 * origin holds the same stored pair, so the tabs take turns under a Web Lock: a tab that finds the stored
 * access token changed while it waited uses that one, renewed by another tab, instead of spending the used
 * refresh token again. Without Web Locks (an insecure context) the check runs without the turn-taking.
 */
async function refreshAccess(rejected: string | undefined): Promise<string | null> {
  const renew = async (): Promise<string | null> => {
    const tokens = loadTokens();
    if (!tokens) {
      return null;
    }
    if (rejected !== undefined && tokens.access !== rejected) {
      return tokens.access;
    }
    try {
      const res = await axios.post<Partial<TokenPair>>('/api/token/refresh/', { refresh: tokens.refresh }, { withCredentials: true });
      const access = res.data.access;
      if (typeof access !== 'string') {
        return null;
      }
      saveTokens({ access, refresh: res.data.refresh ?? tokens.refresh });
      return access;
    } catch {
      return null;
    }
  };
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(REFRESH_LOCK, renew) : renew();
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

function toRequestError(err: AxiosError): ApiRequestError {
  const status = err.response?.status ?? 0;
  const body = err.response?.data as Partial<ApiError> | undefined;
  const error = typeof body?.error === 'string' ? body.error : status === 0 ? 'The server could not be reached.' : err.message;
  return new ApiRequestError(status, error, body?.details ?? null);
}

api.interceptors.response.use(undefined, async (err: unknown) => {
  if (!axios.isAxiosError(err)) {
    throw err;
  }
  const config = err.config as RetriableConfig | undefined;
  if (err.response?.status === 401 && config && !config._retried && !NO_REFRESH.test(config.url ?? '') && loadTokens()) {
    config._retried = true;
    const sent = /^Bearer (.+)$/.exec(String(config.headers.get('Authorization') ?? ''))?.[1];
    refreshing ??= refreshAccess(sent).finally(() => {
      refreshing = null;
    });
    const access = await refreshing;
    if (access) {
      config.headers.set('Authorization', `Bearer ${access}`);
      return api.request(config);
    }
    onSessionExpired();
  }
  throw toRequestError(err);
});
