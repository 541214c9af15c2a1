/** The import mapping of a pasted block or a workbook: its review dialog and the source it drafts. */
export { ImportReview } from './import-review';
export type { ImportSource } from './api';
export { ProvenanceNote, useProvenance } from './provenance-note';
export { TallyYear } from './tally-files';
