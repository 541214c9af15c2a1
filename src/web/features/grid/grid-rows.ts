import type { DerivedRow, InputRow } from '../../../domain/catalogue';
import type { MetricId, ScreenId } from '../../../domain/formula';
import { references } from '../../../domain/references';
import { splitId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import type { AnalysisStore, GridColumn } from '../analysis';
import type { CellPos, GridShape } from './navigation';

/** A section heading, shown as a full-width row. */
export interface HeaderGridRow {
  readonly kind: 'header';
  readonly key: string;
  readonly label: string;
}

/** A metric row: an input or derived row of the catalogue, with what the grid shows beside its label. */
export interface MetricGridRow {
  readonly kind: 'input' | 'derived';
  readonly key: string;
  readonly id: MetricId;
  readonly label: string;
  readonly def: InputRow | DerivedRow;
  /** A total, shown bold: derived rows labelled in capitals by the catalogue ("TOTAL SALES"). */
  readonly total: boolean;
  /** For a link, the title of the statement it copies from ("Operating Statement"). */
  readonly linkedFrom: string | null;
}

/** One row of a statement grid. */
export type GridRow = HeaderGridRow | MetricGridRow;

function linkedFrom(screen: ScreenId, def: InputRow | DerivedRow): string | null {
  if (def.kind !== 'derived' || !def.link) {
    return null;
  }
  const source = references(def.formula)[0];
  if (!source) {
    return null;
  }
  const [from] = splitId(source);
  return from === screen ? null : SCREENS[from].title;
}

const cache = new Map<ScreenId, GridRow[]>();

/** The grid rows of a screen in catalogue order (built once per screen). */
export function gridRows(screen: ScreenId): GridRow[] {
  let rows = cache.get(screen);
  if (!rows) {
    rows = SCREENS[screen].rows.map((def): GridRow => {
      if (def.kind === 'header') {
        return { kind: 'header', key: def.key, label: def.label };
      }
      return {
        kind: def.kind,
        key: def.key,
        id: `${screen}.${def.key}`,
        label: def.label,
        def,
        total: def.kind === 'derived' && def.unit === 'amount' && def.label === def.label.toUpperCase(),
        linkedFrom: linkedFrom(screen, def),
      };
    });
    cache.set(screen, rows);
  }
  return rows;
}

/** The navigation shape of a screen's grid; a read-only screen has no input rows to move between. */
export function gridShape(rows: readonly GridRow[], companies: number, editable: boolean): GridShape {
  return { rows: rows.map((r) => (r.kind === 'input' && !editable ? 'derived' : r.kind)), companies };
}

/**
 * Which grid positions hold a figure (not empty, not zero, not "No"), where Ctrl+arrows stop: each
 * position reads its own column's company and period, the ones on screen, never a default period.
 */
export function filledCells(
  store: Pick<AnalysisStore, 'plainAt'>,
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): (pos: CellPos) => boolean {
  return (pos) => {
    const row = rows[pos.row];
    const column = columns[pos.col];
    const value = row && row.kind !== 'header' && column ? store.plainAt(column, row.id) : null;
    return value !== null && value !== 0 && value !== false;
  };
}
