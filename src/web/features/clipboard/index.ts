/** Copy and paste as pure logic: TSV, copy formats, and the plan of a pasted block. */
export { COMPUTED_ROWS_TYPE, computedRowsData, copyBlock, copyBlockWithLabels, copyCell, readComputedRows } from './copy';
export type { CopySelection } from './copy';
export { describeRefusals, pasteRowsOf, planPaste, UNKNOWN_ROW } from './paste-plan';
export type { PastePlan, PasteRefusal } from './paste-plan';
export { parseTsv, toTsv } from './tsv';
export { unitOfBlock } from './units';
