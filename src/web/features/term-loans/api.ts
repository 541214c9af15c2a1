import type { AnalysisSummary, AnalysisTermLoans, BreakEvenScreen, SensitivityRequest, SensitivityResponse, TermLoanSchedule } from '../../../contract';
import { REPORT_ENDPOINTS as E } from '../../../contract/endpoints';
import { ApiRequestError } from '../../lib/api-client';
import { call, ifMatch, send } from '../../lib/call';

export { fetchAnalysis } from '../../lib/analysis-summary';

/** GET /api/analyses/{id}/term-loans/: every company's loans, with the version they were read at (the ETag). */
export async function fetchTermLoans(analysisId: number): Promise<{ loans: AnalysisTermLoans; version: number }> {
  const { data, status, version } = await send(E.getTermLoans, { params: { id: analysisId } });
  if (version === null) {
    throw new ApiRequestError(status, 'internal', 'The term loans came without the version they were read at');
  }
  return { loans: data, version };
}

/** PUT /api/analyses/{id}/term-loans/ with `If-Match`, so loans changed elsewhere answer 409 instead of being overwritten. */
export async function putTermLoans(analysisId: number, loans: AnalysisTermLoans, version: number): Promise<AnalysisSummary> {
  return call(E.putTermLoans, { params: { id: analysisId }, body: loans, headers: ifMatch(version) });
}

/** GET /api/analyses/{id}/term-loans/schedule/: the schedules, year-wise DSCR and the DSCR over the tenor. */
export async function fetchSchedule(analysisId: number): Promise<TermLoanSchedule> {
  return call(E.getTermLoanSchedule, { params: { id: analysisId } });
}

/** GET /api/analyses/{id}/screens/breakeven/: the break-even of every company and period, with the working. */
export async function fetchBreakEven(analysisId: number): Promise<BreakEvenScreen> {
  return call(E.getBreakEven, { params: { id: analysisId } });
}

/** POST /api/analyses/{id}/sensitivity/: the cases for every company (nothing is stored). */
export async function postSensitivity(analysisId: number, request: SensitivityRequest): Promise<SensitivityResponse> {
  return call(E.postSensitivity, { params: { id: analysisId }, body: request });
}
