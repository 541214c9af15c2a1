import type { ScreenId } from '../../../domain/formula';
import type { AnalysisStore } from '../analysis';
import type { CopySelection } from '../clipboard';
import { gridRows } from './grid-rows';

/**
 * What a copy takes from a screen's grid, over the columns of its layout (companies, or one company's years). `block`: the Shift+arrow block, or the focused cell
 * (Ctrl+C); null when nothing on the screen is focused. `blockOrAll`: the block when one is
 * selected, else the whole statement with every company ("copy with labels", the
 * paste-into-another-analysis workflow). Amounts are copied in the display unit (`shift`, see `displayShift`).
 */
export function copySelection(store: AnalysisStore, screen: ScreenId, what: 'block' | 'blockOrAll', shift = 0): CopySelection | null {
  const metricRows = gridRows(screen).filter((r) => r.kind !== 'header');
  const columns = store.view.columns;
  let block = store.blockOf(screen);
  if (what === 'blockOrAll' && (!block || !store.selections.blockAnchor)) {
    block = { rows: metricRows.map((r) => r.key), companies: columns.map((_, c) => c) };
  }
  if (!block) {
    return null;
  }
  const keys = new Set(block.rows);
  return {
    rows: metricRows.filter((r) => keys.has(r.key)).map((r) => ({ key: r.key, label: r.label, unit: r.def.unit, computed: r.kind === 'derived' })),
    companies: block.companies,
    companyNames: columns.map(store.view.titleOf),
    valueOf: (key, col) => store.plainAt(columns[col]!, `${screen}.${key}`),
    shift,
  };
}
