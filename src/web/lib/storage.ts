import type { TokenPair } from '../../contract';

/**
 * Browser storage keys. All but `undoHistory` are the localStorage keys of spec §3 (`root` holds the
 * persisted session store). `undoHistory` is the prefix of the per-analysis undo histories kept in
 * sessionStorage ({@link undoHistoryKey}): they last as long as the tab, as an editor's undo does.
 */
export const STORAGE_KEYS = {
  authTokens: 'authTokens',
  username: 'username',
  root: 'root',
  numCompanies: 'numCompanies',
  theme: 'theme',
  undoHistory: 'undoHistory',
} as const;

/** Where a value lives: `local` survives the browser, `session` only the tab. */
export type StorageArea = 'local' | 'session';

const areaOf = (area: StorageArea): Storage => (area === 'session' ? sessionStorage : localStorage);

/** The sessionStorage key of one analysis's undo history. */
export const undoHistoryKey = (analysisId: number): string => `${STORAGE_KEYS.undoHistory}:${analysisId}`;

/** Reads a JSON value; a missing or corrupt entry reads as null rather than crashing the start-up. */
export function readJson<T>(key: string, area: StorageArea = 'local'): T | null {
  try {
    const raw = areaOf(area).getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/**
 * Writes a JSON value; a full or blocked storage only costs persistence, so errors are swallowed.
 * @returns false when the value could not be stored (quota, private mode).
 */
export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  return writeText(key, JSON.stringify(value), area);
}

/**
 * Writes text already serialised (JSON built from cached parts); errors are swallowed as by {@link writeJson}.
 * @returns false when the value could not be stored (quota, private mode).
 */
export function writeText(key: string, text: string, area: StorageArea = 'local'): boolean {
  try {
    areaOf(area).setItem(key, text);
    return true;
  } catch {
    // Private mode or quota: the app still works for this tab.
    return false;
  }
}

/** Removes a key; a blocked storage has nothing to remove. */
export function removeKey(key: string, area: StorageArea = 'local'): void {
  try {
    areaOf(area).removeItem(key);
  } catch {
    // Blocked storage: nothing was stored either.
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

/** Removes every undo history of the tab (sign-out: the next user must not undo into these analyses). */
export function clearUndoHistories(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(`${STORAGE_KEYS.undoHistory}:`)) {
        sessionStorage.removeItem(key);
      }
    }
  } catch {
    // Blocked storage: nothing was stored either.
  }
}

/** Removes everything a signed-in session left behind (spec §4 logout), keeping the theme. */
export function clearSessionStorage(): void {
  for (const key of [STORAGE_KEYS.authTokens, STORAGE_KEYS.username, STORAGE_KEYS.root, STORAGE_KEYS.numCompanies]) {
    localStorage.removeItem(key);
  }
  clearUndoHistories();
}
