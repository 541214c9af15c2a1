import { vi } from 'vitest';
import { ApiRequestError } from './api-error';

/**
 * The api-client module for store and component tests (style.md P14: mock at the HTTP client, run the
 * feature's api functions and the stores for real):
 * `vi.mock('…/lib/api-client', async () => (await import('…/lib/api-client.mock')).apiClientMock());`
 */
export function apiClientMock() {
  return {
    api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
    ApiRequestError,
    readCsrfToken: () => null,
    setSessionExpiredHandler: () => undefined,
  };
}
