import { IMPORT_ROWS } from '../../../contract/imports';
import type { AnyMetricId } from '../../../domain/formula';
import { rowOf } from '../../../domain/model';
import { SCREENS } from '../../../domain/screens';
import type { InputScreenId } from '../../../domain/model';

/** A row an import line may go to, as the review lists it: "Operating Statement · Power & Fuel". */
export interface RowChoice {
  readonly row: string;
  readonly label: string;
}

/** Every input row with its statement's title, in catalogue order. */
export const ROW_CHOICES: readonly RowChoice[] = IMPORT_ROWS.map((row) => ({
  row,
  label: `${SCREENS[row.split('.')[0] as InputScreenId].title} · ${rowOf(row as AnyMetricId).label}`,
}));

/** The label of a row id; the id itself when it is no input row. */
export const rowLabel = (row: string | null): string => (row === null ? '—' : (ROW_CHOICES.find((c) => c.row === row)?.label ?? row));

/** The rows whose label holds every word typed (case-folded), best first: those starting with the first word. */
export function searchRows(query: string): RowChoice[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  const hits = ROW_CHOICES.filter((c) => words.every((w) => c.label.toLowerCase().includes(w)));
  const first = words[0] ?? '';
  return [
    ...hits.filter((c) =>
      rowOf(c.row as AnyMetricId)
        .label.toLowerCase()
        .startsWith(first),
    ),
    ...hits.filter(
      (c) =>
        !rowOf(c.row as AnyMetricId)
          .label.toLowerCase()
          .startsWith(first),
    ),
  ];
}
