import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '../../../contract';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { api } from '../../lib/api-client';
import { patchAnalysis } from './analyses-api';
import { useAnalyses } from './use-analyses';

function summary(id: number, name = `Analysis ${id}`): AnalysisSummary {
  return {
    id,
    name,
    year: 2025,
    unit: 'lakhs',
    num_companies: 1,
    company_names: ['Alpha'],
    company_types: ['company'],
    settings: DEFAULT_SETTINGS,
    updated_at: '2025-01-01T00:00:00Z',
    version: 3,
    periods: [{ year: 2025, kind: 'Estimated' }],
  };
}

type Reply = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** Answers each request with `respond` at the HTTP client, recording each request's config. */
function fakeServer(respond: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data = {} } = await respond(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

describe('useAnalyses (paged /home list)', () => {
  const original = api.defaults.adapter;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    api.defaults.adapter = original;
  });

  it('loads the first page, then appends the next one by its cursor until the last', async () => {
    const seen = fakeServer((config) => {
      const cursor = (config.params as { cursor?: string }).cursor;
      return cursor === undefined
        ? { status: 200, data: { items: [summary(3), summary(2)], next_cursor: 'c2' } }
        : { status: 200, data: { items: [summary(2), summary(1)], next_cursor: null } };
    });
    const { result } = renderHook(() => useAnalyses('visit'));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    expect(seen[0]?.params).toEqual({ limit: 50 });
    expect(result.current.state).toMatchObject({ nextCursor: 'c2' });

    await act(() => result.current.loadMore());
    expect(seen[1]?.params).toEqual({ limit: 50, cursor: 'c2' });
    const state = result.current.state;
    // A summary on both pages (moved by a concurrent update) is listed once.
    expect(state.status === 'loaded' && state.analyses.map((a) => a.id)).toEqual([3, 2, 1]);
    expect(state).toMatchObject({ nextCursor: null, loadingMore: false });

    await act(() => result.current.loadMore());
    expect(seen).toHaveLength(2);
  });

  it('searches through q and drops the answer of an older search that arrives late', async () => {
    let releaseOld: (() => void) | undefined;
    fakeServer((config) => {
      const q = (config.params as { q?: string }).q;
      if (q === 'alp') {
        return new Promise((resolve) => {
          releaseOld = () => resolve({ status: 200, data: { items: [summary(9, 'stale')], next_cursor: null } });
        });
      }
      return { status: 200, data: { items: q === 'alpha' ? [summary(1, 'Alpha')] : [summary(1), summary(2)], next_cursor: null } };
    });
    const { result, rerender } = renderHook(({ q }) => useAnalyses('visit', q), { initialProps: { q: 'alp' } });
    rerender({ q: 'alpha' });
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(async () => releaseOld?.());
    const state = result.current.state;
    expect(state.status === 'loaded' && state.analyses.map((a) => a.name)).toEqual(['Alpha']);
  });

  it('reports an answer that is not a page as a failure rather than an empty list', async () => {
    fakeServer(() => ({ status: 200, data: [summary(1)] }));
    const { result } = renderHook(() => useAnalyses('visit'));
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
  });

  it('keeps the loaded pages and says why when loading more fails', async () => {
    fakeServer((config) =>
      (config.params as { cursor?: string }).cursor === undefined
        ? { status: 200, data: { items: [summary(1)], next_cursor: 'c2' } }
        : { status: 503, data: { error: 'storage unavailable', details: null } },
    );
    const { result } = renderHook(() => useAnalyses('visit'));
    await waitFor(() => expect(result.current.state.status).toBe('loaded'));
    await act(() => result.current.loadMore());
    expect(result.current.state).toMatchObject({ status: 'loaded', moreError: 'storage unavailable', nextCursor: 'c2' });
  });

  it('reports a failed first page with the server message', async () => {
    fakeServer(() => ({ status: 500, data: { error: 'boom', details: null } }));
    const { result } = renderHook(() => useAnalyses('visit'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error: 'boom' }));
  });
});

describe('patchAnalysis', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
  });

  it('sends the patch with the version as If-Match', async () => {
    const seen = fakeServer(() => ({ status: 200, data: summary(4, 'Renamed') }));
    const renamed = await patchAnalysis(4, { name: 'Renamed', company_order: [1, 0] }, 7);
    expect(renamed.name).toBe('Renamed');
    expect(seen[0]?.method).toBe('patch');
    expect(seen[0]?.url).toBe('/api/analyses/4/');
    expect(seen[0]?.headers.get('If-Match')).toBe('"7"');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ name: 'Renamed', company_order: [1, 0] });
  });
});
