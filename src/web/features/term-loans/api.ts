import { analysisSummary, analysisTermLoans, breakEvenScreenSchema, sensitivityResponse, termLoanSchedule } from '../../../contract';
import type { AnalysisSummary, AnalysisTermLoans, BreakEvenScreen, SensitivityRequest, SensitivityResponse, TermLoanSchedule } from '../../../contract';
import { api } from '../../lib/api-client';

/** GET /api/analyses/{id}/term-loans/: every company's loans, with the version they were read at (the ETag). */
export async function fetchTermLoans(analysisId: number): Promise<{ loans: AnalysisTermLoans; version: number }> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/term-loans/`);
  return { loans: analysisTermLoans.parse(res.data), version: Number(String(res.headers.etag).replace(/"/g, '')) };
}

/** PUT /api/analyses/{id}/term-loans/ with `If-Match`, so loans changed elsewhere answer 409 instead of being overwritten. */
export async function putTermLoans(analysisId: number, loans: AnalysisTermLoans, version: number): Promise<AnalysisSummary> {
  const res = await api.put<unknown>(`/api/analyses/${analysisId}/term-loans/`, loans, { headers: { 'If-Match': `"${version}"` } });
  return analysisSummary.parse(res.data);
}

/** GET /api/analyses/{id}/term-loans/schedule/: the schedules, year-wise DSCR and the DSCR over the tenor. */
export async function fetchSchedule(analysisId: number): Promise<TermLoanSchedule> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/term-loans/schedule/`);
  return termLoanSchedule.parse(res.data);
}

/** GET /api/analyses/{id}/screens/breakeven/: the break-even of every company and period, with the working. */
export async function fetchBreakEven(analysisId: number): Promise<BreakEvenScreen> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/screens/breakeven/`);
  return breakEvenScreenSchema.parse(res.data);
}

/** POST /api/analyses/{id}/sensitivity/: the cases for every company (nothing is stored). */
export async function postSensitivity(analysisId: number, request: SensitivityRequest): Promise<SensitivityResponse> {
  const res = await api.post<unknown>(`/api/analyses/${analysisId}/sensitivity/`, request);
  return sensitivityResponse.parse(res.data);
}

/** GET /api/analyses/{id}/: the analysis's unit (the only source of it) and the floors the DSCR is judged against. */
export async function fetchAnalysis(analysisId: number): Promise<AnalysisSummary> {
  const res = await api.get<unknown>(`/api/analyses/${analysisId}/`);
  return analysisSummary.parse(res.data);
}
