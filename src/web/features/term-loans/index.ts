export { fetchBreakEven, fetchSchedule, postSensitivity } from './api';
export { BREAK_EVEN_ROWS, BreakEvenPage } from './breakeven-page';
export { coveredYears } from './dscr-table';
export { TermLoansPage } from './term-loans-page';
export { caseCaption, SENSITIVITY_ROWS } from '../../../contract/sensitivity-rows';
