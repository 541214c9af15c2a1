import type { DerivedRow, InputRow } from '../../../domain/catalogue';
import type { MetricId, ScreenId } from '../../../domain/formula';
import { references } from '../../../domain/references';
import { splitId } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import { slotKey } from '../../../domain/detail-lines';
import type { LineSlot } from '../../../domain/detail-lines';
import type { GridShape } from './navigation';

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
  /** An input row shown with its detail lines under it: its figure is their sum, not typed. */
  readonly opened?: boolean;
}

/**
 * A detail line of an input row as a row of its own, indented under it: one slot ({@link LineSlot}) lined up
 * across the grid's columns. It reads and writes its row's lines; `id` and `def` are its row's.
 */
export interface DetailGridRow extends Omit<MetricGridRow, 'kind'> {
  readonly kind: 'detail';
  /** The input row the line is of. */
  readonly parent: string;
  readonly slot: LineSlot;
}

/** One row of a statement grid. */
export type GridRow = HeaderGridRow | MetricGridRow | DetailGridRow;

/** A row that shows figures: a metric row or a detail line. */
export type ValueGridRow = MetricGridRow | DetailGridRow;

/**
 * The rows of a statement with its detail lines: under each input row that has lines in any of the grid's
 * columns (`slotsOf` gives them, lined up across the columns), one row per line. Such a row is `opened`: its
 * figure is the lines' sum, read-only like a derived row.
 */
export function withDetailRows(rows: readonly GridRow[], slotsOf: (key: string) => readonly LineSlot[]): GridRow[] {
  return rows.flatMap((row): GridRow[] => {
    const slots = row.kind === 'input' ? slotsOf(row.key) : [];
    if (row.kind !== 'input' || slots.length === 0) {
      return [row];
    }
    const details = slots.map((slot): DetailGridRow => ({ ...row, kind: 'detail', key: slotKey(row.key, slot), label: slot.label, parent: row.key, slot }));
    return [{ ...row, opened: true }, ...details];
  });
}

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
  const kind = (r: GridRow) => (r.kind === 'detail' ? 'input' : r.kind === 'input' && r.opened ? 'derived' : r.kind);
  return { rows: rows.map((r) => (r.kind !== 'header' && !editable ? 'derived' : kind(r))), companies };
}

/** The figures a credit decision turns on, drawn to stand out: MPBF and the drawing power total (Total Eligible Limit). */
const KEY_FIGURES: ReadonlySet<string> = new Set(['MPBF_Lower_of_I_or_II', 'total_eligible_limit']);

/** A grid row's classes: detail lines, read-only rows (derived, an input whose lines are open, any row of a read-only screen), totals and key figures. */
export function rowClass(row: GridRow | undefined, editable: boolean): string | undefined {
  if (row?.kind === 'detail') {
    return 'cg-row-detail';
  }
  if (row?.kind === 'derived' || (row?.kind === 'input' && (!editable || row.opened))) {
    return row.kind === 'derived' && KEY_FIGURES.has(row.key)
      ? 'cg-row-derived cg-row-total cg-row-key'
      : row.kind === 'derived' && row.total
        ? 'cg-row-derived cg-row-total'
        : 'cg-row-derived';
  }
  return undefined;
}
