import axios from 'axios';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { TokenPair } from '../../contract';
import { requestErrorOf } from './api-error';
import type { ApiRequestError } from './api-error';
import { loadTokens, saveTokens, STORAGE_KEYS } from './storage';

export { ApiRequestError } from './api-error';

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
/** How long a tab that waited for another tab's renewal waits for its tokens to reach this tab's storage. */
const RENEWED_ELSEWHERE_WAIT_MS = 1_000;

/**
 * The stored access token once it differs from `rejected`, or null after `ms`. localStorage reaches other
 * tabs a moment after the write (tabs can be separate processes), so a tab that waited on the lock while
 * another renewed may read the old pair at first; the `storage` event says when the new one has arrived.
 */
function renewedElsewhere(rejected: string, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (access: string | null) => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(access);
    };
    const check = () => {
      const tokens = loadTokens();
      if (tokens && tokens.access !== rejected) {
        done(tokens.access);
      }
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.authTokens) {
        check();
      }
    };
    window.addEventListener('storage', onStorage);
    const timer = setTimeout(() => done(null), ms);
    check();
  });
}

/**
 * A new access token for a request that was refused with `rejected`, or null when the session cannot be
 * renewed. Refresh tokens are used once (a second use ends the session as a replay), and every tab of this
 * origin holds the same stored pair, so the tabs take turns under a Web Lock: a tab that had to wait for the
 * lock (another tab was renewing) takes the pair that tab stored, once it arrives, instead of spending the
 * used refresh token again. Without Web Locks (an insecure context) only the stored pair is checked.
 */
async function refreshAccess(rejected: string | undefined): Promise<string | null> {
  const renew = async (waited: boolean): Promise<string | null> => {
    if (rejected !== undefined) {
      const renewed = await renewedElsewhere(rejected, waited ? RENEWED_ELSEWHERE_WAIT_MS : 0);
      if (renewed) {
        return renewed;
      }
    }
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
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    return renew(false);
  }
  // Taken at once: no other tab is renewing. Otherwise wait for the lock, then for what that tab stored.
  const first = await locks.request(REFRESH_LOCK, { ifAvailable: true }, async (lock) => (lock ? { access: await renew(false) } : null));
  return first ? first.access : locks.request(REFRESH_LOCK, () => renew(true));
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

function toRequestError(err: AxiosError): ApiRequestError {
  return requestErrorOf(err.response?.status ?? 0, err.response?.data, err.message);
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
