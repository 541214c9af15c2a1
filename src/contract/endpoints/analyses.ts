import { z } from 'zod';
import {
  analysisIdParams,
  analysisListQuery,
  analysisPage,
  analysisPatch,
  analysisSummary,
  analysisToken,
  createTokenRequest,
  settingsPatch,
  settingsSchema,
} from '../analysis';
import { endpoint } from '../endpoint';
import { analysisFile } from '../fixture';

/** A write's answer: the analysis summary with its new version (201 when it created the analysis). */
export const summaryResponse = { 200: analysisSummary, 201: analysisSummary } as const;

/** The settings write, by PUT (the spec's) or PATCH (the same partial body either way). */
const settingsWrite = {
  url: '/analyses/:id/settings/',
  params: analysisIdParams,
  body: settingsPatch,
  response: summaryResponse,
  invalid: 'Invalid settings',
  errors: ['version_conflict'],
} as const;

/** Analyses: create (spec's create_token), list for /home, read, rename, delete, settings, and the file import and exports. */
export const ANALYSIS_ENDPOINTS = {
  createToken: endpoint({
    method: 'POST',
    url: '/create_token/:user_id/',
    params: z.object({ user_id: z.string() }),
    body: createTokenRequest,
    response: { 201: analysisToken },
    invalid: 'Could not create the analysis',
    errors: ['forbidden', 'analysis_limit'],
  }),
  listAnalyses: endpoint({ method: 'GET', url: '/analyses/', query: analysisListQuery, response: { 200: analysisPage }, invalid: 'Invalid list query' }),
  importAnalysis: endpoint({
    method: 'POST',
    url: '/analyses/import/',
    body: analysisFile,
    response: summaryResponse,
    invalid: 'The analysis file is not valid',
    errors: ['analysis_limit'],
  }),
  getAnalysis: endpoint({ method: 'GET', url: '/analyses/:id/', params: analysisIdParams, response: summaryResponse, cachedRead: true }),
  patchAnalysis: endpoint({
    method: 'PATCH',
    url: '/analyses/:id/',
    params: analysisIdParams,
    body: analysisPatch,
    response: summaryResponse,
    errors: ['version_conflict', 'unit_conversion_refused'],
  }),
  deleteAnalysis: endpoint({ method: 'DELETE', url: '/analyses/:id/', params: analysisIdParams }),
  getSettings: endpoint({ method: 'GET', url: '/analyses/:id/settings/', params: analysisIdParams, response: { 200: settingsSchema }, cachedRead: true }),
  putSettings: endpoint({ method: 'PUT', ...settingsWrite }),
  patchSettings: endpoint({ method: 'PATCH', ...settingsWrite }),
  exportJson: endpoint({ method: 'GET', url: '/analyses/:id/export/', params: analysisIdParams }),
  exportXlsx: endpoint({ method: 'GET', url: '/analyses/:id/export.xlsx', params: analysisIdParams }),
} as const;
