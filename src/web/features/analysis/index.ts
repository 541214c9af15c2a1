/** The open analysis: its store (figures, selection, undo, sync), outcomes, and the hook the screens use. */
export { AnalysisStore } from './analysis-store';
export { IDLE_SAVE_MS } from './analysis-sync';
export type { AnalysisHost } from './analysis-store';
export type { InputCell, InputEdit } from './analysis-document';
export type { Block, CellRef } from './selection-store';
export type { LoadState, SaveStatus } from './analysis-sync';
export type { EditOutcome, PasteOutcome } from './outcome';
export { useAnalysis } from './use-analysis';
