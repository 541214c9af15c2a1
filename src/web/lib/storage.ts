import type { TokenPair } from '../../contract';

/** localStorage keys of spec §3. `root` holds the persisted session store. */
export const STORAGE_KEYS = {
  authTokens: 'authTokens',
  username: 'username',
  root: 'root',
  numCompanies: 'numCompanies',
  theme: 'theme',
} as const;

/** Reads a JSON value; a missing or corrupt entry reads as null rather than crashing the start-up. */
export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Writes a JSON value; a full or blocked storage only costs persistence, so errors are swallowed. */
export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or quota: the app still works for this tab.
  }
}

/** The stored JWT pair, or null when absent or malformed. */
export function loadTokens(): TokenPair | null {
  const t = readJson<Partial<TokenPair>>(STORAGE_KEYS.authTokens);
  return t && typeof t.access === 'string' && typeof t.refresh === 'string' ? { access: t.access, refresh: t.refresh } : null;
}

/** Stores the JWT pair under `authTokens` (spec §3). */
export function saveTokens(tokens: TokenPair): void {
  writeJson(STORAGE_KEYS.authTokens, tokens);
}

/** Removes everything a signed-in session left behind (spec §4 logout), keeping the theme. */
export function clearSessionStorage(): void {
  for (const key of [STORAGE_KEYS.authTokens, STORAGE_KEYS.username, STORAGE_KEYS.root, STORAGE_KEYS.numCompanies]) {
    localStorage.removeItem(key);
  }
}
