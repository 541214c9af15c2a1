import { analysisIdParams } from '../analysis';
import { endpoint } from '../endpoint';
import { analysisAssociates, analysisLimits, reportModel, userProfile, userProfilePatch } from '../report';
import { analysisNotes } from '../notes';
import { analysisTermLoans, breakEvenScreenSchema, sensitivityRequest, sensitivityResponse, termLoanSchedule } from '../term-loans';
import { analysisFixedAssets, analysisProjections } from '../projections';
import { summaryResponse } from './analyses';

const byId = { params: analysisIdParams } as const;

/**
 * The CMA report (Form I limits and associate concerns, the preparer's profile, the report model), term loans (their schedule, the
 * break-even screen, sensitivity cases) and projections (methods per cell, fixed assets). Each PUT replaces
 * the whole table under If-Match (409 when stale) and answers the analysis summary.
 */
export const REPORT_ENDPOINTS = {
  getLimits: endpoint({ method: 'GET', url: '/analyses/:id/limits/', ...byId, response: { 200: analysisLimits } }),
  putLimits: endpoint({
    method: 'PUT',
    url: '/analyses/:id/limits/',
    ...byId,
    body: analysisLimits,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid limits',
    errors: ['version_conflict'],
  }),
  getAssociates: endpoint({ method: 'GET', url: '/analyses/:id/associates/', ...byId, response: { 200: analysisAssociates } }),
  putAssociates: endpoint({
    method: 'PUT',
    url: '/analyses/:id/associates/',
    ...byId,
    body: analysisAssociates,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid associate concerns',
    errors: ['version_conflict'],
  }),
  getNotes: endpoint({ method: 'GET', url: '/analyses/:id/notes/', ...byId, response: { 200: analysisNotes } }),
  putNotes: endpoint({
    method: 'PUT',
    url: '/analyses/:id/notes/',
    ...byId,
    body: analysisNotes,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid notes',
    errors: ['version_conflict'],
  }),
  getProfile: endpoint({ method: 'GET', url: '/me/profile/', response: { 200: userProfile } }),
  patchProfile: endpoint({ method: 'PATCH', url: '/me/profile/', body: userProfilePatch, response: { 200: userProfile }, invalid: 'Invalid profile' }),
  getReport: endpoint({ method: 'GET', url: '/analyses/:id/report/', ...byId, response: { 200: reportModel } }),
  getTermLoans: endpoint({ method: 'GET', url: '/analyses/:id/term-loans/', ...byId, response: { 200: analysisTermLoans } }),
  putTermLoans: endpoint({
    method: 'PUT',
    url: '/analyses/:id/term-loans/',
    ...byId,
    body: analysisTermLoans,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid term loans',
    errors: ['version_conflict'],
  }),
  getTermLoanSchedule: endpoint({ method: 'GET', url: '/analyses/:id/term-loans/schedule/', ...byId, response: { 200: termLoanSchedule }, cachedRead: true }),
  getBreakEven: endpoint({ method: 'GET', url: '/analyses/:id/screens/breakeven/', ...byId, response: { 200: breakEvenScreenSchema }, cachedRead: true }),
  postSensitivity: endpoint({
    method: 'POST',
    url: '/analyses/:id/sensitivity/',
    ...byId,
    body: sensitivityRequest,
    response: { 200: sensitivityResponse },
    invalid: 'Invalid sensitivity cases',
  }),
  getProjections: endpoint({ method: 'GET', url: '/analyses/:id/projections/', ...byId, response: { 200: analysisProjections } }),
  putProjections: endpoint({
    method: 'PUT',
    url: '/analyses/:id/projections/',
    ...byId,
    body: analysisProjections,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid projections',
    errors: ['version_conflict'],
  }),
  getFixedAssets: endpoint({ method: 'GET', url: '/analyses/:id/fixed-assets/', ...byId, response: { 200: analysisFixedAssets } }),
  putFixedAssets: endpoint({
    method: 'PUT',
    url: '/analyses/:id/fixed-assets/',
    ...byId,
    body: analysisFixedAssets,
    response: { 200: summaryResponse[200] },
    invalid: 'Invalid fixed assets',
    errors: ['version_conflict'],
  }),
} as const;
