import type { ScreenId } from '../../../domain/formula';
import type { AnalysisStore } from '../analysis';
import type { CopySelection } from '../clipboard';
import { blockRows, detailLabelText } from './detail-rows';
import { gridRows } from './grid-rows';
import type { GridRow } from './grid-rows';

/**
 * What a copy takes from a screen's grid, over the columns of its layout (companies, or one company's years). `block`: the Shift+arrow block, or the focused cell
 * (Ctrl+C); null when nothing on the screen is focused. `blockOrAll`: the block when one is
 * selected, else the whole statement with every company ("copy with labels", the
 * paste-into-another-analysis workflow). Amounts are copied in the display unit (`shift`, see `displayShift`).
 * Given the grid's `rows` (detail lines included; the catalogue's by default), a block across lines copies each
 * line's amount, line by line, and a row shown with its lines goes as computed (their sum, which a paste back skips).
 */
export function copySelection(
  store: AnalysisStore,
  screen: ScreenId,
  what: 'block' | 'blockOrAll',
  shift = 0,
  rows: readonly GridRow[] = gridRows(screen),
): CopySelection | null {
  const valueRows = rows.filter((r) => r.kind !== 'header');
  const columns = store.view.columns;
  let block = store.blockOf(screen);
  if (what === 'blockOrAll' && (!block || !store.selections.blockAnchor)) {
    block = { rows: valueRows.map((r) => r.key), companies: columns.map((_, c) => c) };
  }
  if (!block) {
    return null;
  }
  const keys = new Set(block.rows);
  const cells = blockRows(store, screen, rows, columns);
  return {
    rows: valueRows
      .filter((r) => keys.has(r.key))
      .map((r) => ({ key: r.key, label: r.kind === 'detail' ? detailLabelText(r) : r.label, unit: r.def.unit, computed: !cells.isInput(r.key) })),
    companies: block.companies,
    companyNames: columns.map(store.view.titleOf),
    valueOf: cells.valueOf,
    shift,
  };
}
