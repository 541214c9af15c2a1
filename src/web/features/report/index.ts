export { REPORT_PATH, ReportPage } from './report-page';
