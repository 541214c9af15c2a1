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

/** One refresh at a time: concurrent 401s wait for the same new access token. */
let refreshing: Promise<string | null> | null = null;

async function refreshAccess(): Promise<string | null> {
  const tokens = loadTokens();
  if (!tokens) {
    return null;
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
    refreshing ??= refreshAccess().finally(() => {
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
