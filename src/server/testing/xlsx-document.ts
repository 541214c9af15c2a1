import { PERIODS, Y1, Y2, Y3 } from '../../domain/assessment/three-years.fixture';
import type { Settings } from '../../domain/settings';
import type { AnalysisDocument } from '../report';

const EMPTY = { opstmt: {}, assetnliabs: {}, ocaocl: {} };

/**
 * Three companies over three years (cma-forms §5.1 and ours, the assessment year the third); the third
 * has nothing entered yet, so its ratios divide by zero and every figure built on them is "—".
 */
export function document(settings: Settings): AnalysisDocument {
  return {
    id: 1,
    name: 'Recalculation check',
    version: 1,
    unit: 'lakhs',
    settings,
    inputs: { periods: PERIODS, assessmentYear: 2025, companies: [[Y1, Y2, Y3], [Y2, Y3, Y1], [EMPTY, EMPTY, EMPTY]] },
    companies: [
      {
        name: 'Company A',
        limits: [{ facility: 'Cash credit', bank: 'Bank of Baroda', facility_type: 'cc', existing: 200, proposed: 250, max_utilisation: 198.5, overdue: 4, overdue_since: '2025-02-01', rate_pct: 9.25 }],
      },
      { name: 'Company B', limits: [] },
      { name: 'Company C', limits: [] },
    ],
  };
}

