import { analysisIdParams, analysisSummary } from '../analysis';
import { endpoint } from '../endpoint';
import { signOff } from '../sign-off';
import { createdSnapshot, newSnapshot, snapshotList, snapshotParams, snapshotReport, varianceQuery, varianceReason, varianceReport } from '../snapshots';

const byId = { params: analysisIdParams } as const;
const bySnapshot = { params: snapshotParams } as const;

/** A CMA as filed: the sign-off, the snapshots of what was submitted, and the renewal variance with its reasons (docs/report.md). */
export const SUBMISSION_ENDPOINTS = {
  getSignOff: endpoint({ method: 'GET', url: '/analyses/:id/sign-off/', ...byId, response: { 200: signOff } }),
  putSignOff: endpoint({
    method: 'PUT',
    url: '/analyses/:id/sign-off/',
    ...byId,
    body: signOff,
    response: { 200: analysisSummary },
    invalid: 'Invalid sign-off',
    errors: ['version_conflict'],
  }),
  postSnapshot: endpoint({
    method: 'POST',
    url: '/analyses/:id/snapshots/',
    ...byId,
    body: newSnapshot,
    response: { 201: createdSnapshot },
    invalid: 'Invalid snapshot',
    errors: ['version_conflict'],
  }),
  getSnapshots: endpoint({ method: 'GET', url: '/analyses/:id/snapshots/', ...byId, response: { 200: snapshotList } }),
  getSnapshotReport: endpoint({ method: 'GET', url: '/analyses/:id/snapshots/:sid/report/', ...bySnapshot, response: { 200: snapshotReport } }),
  /** The snapshot's analysis file as a download (no JSON schema of its own: the file format's). */
  exportSnapshot: endpoint({ method: 'GET', url: '/analyses/:id/snapshots/:sid/export/', ...bySnapshot }),
  getVariance: endpoint({
    method: 'GET',
    url: '/analyses/:id/variance/',
    ...byId,
    query: varianceQuery,
    response: { 200: varianceReport },
    invalid: 'Invalid variance request',
  }),
  putVarianceReason: endpoint({
    method: 'PUT',
    url: '/analyses/:id/snapshots/:sid/reasons/',
    ...bySnapshot,
    body: varianceReason,
    response: { 200: varianceReason },
    invalid: 'Invalid reason',
  }),
} as const;
