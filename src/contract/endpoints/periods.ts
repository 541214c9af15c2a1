import { z } from 'zod';
import { analysisId, analysisIdParams } from '../analysis';
import { endpoint } from '../endpoint';
import { addPeriodRequest, allPeriodsScreen, allPeriodsUpdate, periodPatch } from '../periods';
import { summaryResponse } from './analyses';

/** `{year}` of a period path: parsed in the handler, so a malformed one is a 400 (a bad `{id}` is a 404). */
const periodParams = z.object({ id: analysisId, year: z.string() });
/** `{screen}` of an all-periods path: one of the screens, or 404. */
const screenParams = z.object({ id: analysisId, screen: z.string() });
const periodErrors = ['period_conflict', 'version_conflict'] as const;

/** Periods of an analysis, and one screen for all periods of all companies (the grid loads and saves through it). */
export const PERIOD_ENDPOINTS = {
  addPeriod: endpoint({
    method: 'POST',
    url: '/analyses/:id/periods/',
    params: analysisIdParams,
    body: addPeriodRequest,
    response: summaryResponse,
    invalid: 'Invalid period',
    errors: periodErrors,
  }),
  patchPeriod: endpoint({
    method: 'PATCH',
    url: '/analyses/:id/periods/:year/',
    params: periodParams,
    body: periodPatch,
    response: summaryResponse,
    invalid: 'Invalid period change',
    errors: periodErrors,
  }),
  deletePeriod: endpoint({ method: 'DELETE', url: '/analyses/:id/periods/:year/', params: periodParams, response: summaryResponse, errors: periodErrors }),
  getAllPeriods: endpoint({
    method: 'GET',
    url: '/analyses/:id/screens/:screen/',
    params: screenParams,
    response: { 200: allPeriodsScreen },
    cachedRead: true,
  }),
  /** The body's shape is checked here; its figures, expressions and notes by the screen's own schema (`allPeriodsUpdateOf`), its detail lines in `all-periods-write.ts`. */
  postAllPeriods: endpoint({
    method: 'POST',
    url: '/analyses/:id/screens/:screen/',
    params: screenParams,
    body: allPeriodsUpdate,
    response: { 200: z.object({ version: z.number().int() }) },
    invalid: 'Invalid all-periods update',
    errors: ['version_conflict', 'figure_from_detail_lines'],
  }),
} as const;
