/** The statement grid (AG Grid) with its keyboard model and clipboard. */
export { StatementGrid } from './statement-grid';
export type { CellTone, DisplayValue } from './use-column-defs';
export { copySelection } from './grid-clipboard';
export { fillYears } from './year-fill-apply';
export { parseGrowth } from './year-fill';
export { ScreenPrint } from './screen-print';
