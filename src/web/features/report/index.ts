export { ReportPage } from './report-page';
export { VariancePage } from './variance-page';
