/** The open analysis: its store (figures, selection, undo, sync) and the hook the screens use. */
export { AnalysisStore } from './analysis-store';
export type { CellRef } from './selection-store';
export type { ScaleMismatch } from './paste-scale';
export type { GridColumn, GridLayout } from './grid-view';
export type { PeriodOperation } from './api';
export { downloadExport } from './api';
export { createAnalysisStore, useAnalysis } from './use-analysis';
export { writeAsOneStep } from './import-step';
export type { InputCell } from './analysis-document';
export { linesOfText } from './cell-text-store';
export type { PasteRowsShown } from './paste-lines';
export { notices } from './outcome';
