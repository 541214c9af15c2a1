/** Undo and redo as pure logic: one bounded history per analysis. */
export { HistoryRegistry, UndoHistory, valuesToRedo, valuesToUndo } from './undo-history';
export type { Change, Transaction } from './undo-history';
