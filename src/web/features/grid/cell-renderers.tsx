import type { ICellRendererComp, ICellRendererParams, IHeaderParams } from 'ag-grid-community';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { cellFlagText } from '../../../domain/flags';
import { labelOf } from '../../../domain/catalogue';
import { UNIT_SUFFIX } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import type { Settings } from '../../../domain/settings';
import type { AnalysisStore, GridColumn } from '../analysis';
import type { GridRow, MetricGridRow } from './grid-rows';
import { detailLabelText } from './detail-rows';

/** The column id of a company column. */
export const companyCol = (c: number) => `c${c}`;

/** The company of a column id; -1 for the label column. */
export const companyOf = (colId: string | undefined): number => (colId && /^c\d+$/.test(colId) ? Number(colId.slice(1)) : -1);

/** What a screen reader hears on a value cell: row label, company and the value as shown. */
function cellAriaLabel(params: ICellRendererParams<GridRow>): string {
  const row = params.data;
  const label = row && row.kind !== 'header' ? row.label : '';
  const text = params.valueFormatted ?? '';
  // The header's name now (a column's definition outlives a period or layout switch).
  const column = params.column?.getDisplayName('header') ?? '';
  return `${label}, ${column}: ${text === '—' ? 'not available' : text}`;
}

/** An input cell's note as its renderer reads it: the text (empty for none) and the id of the element that says it ({@link NoteTexts}). */
export interface NoteOf {
  readonly text: () => string;
  readonly id: string;
}

/** The id of the hidden element that holds a cell's note. */
export const noteId = (screen: ScreenId, column: GridColumn, key: string) => `cg-note-${screen}-${column.company}-${column.period}-${key}`;

/**
 * Points a grid cell at its note: aria-describedby (a screen reader reads the note when the cell is
 * focused) and the tooltip on hover. The corner mark is the `cg-has-note` class.
 */
export function showNote(cell: HTMLElement | undefined, noteOf: NoteOf | undefined): void {
  const note = noteOf?.text() ?? '';
  if (!noteOf || note === '') {
    cell?.removeAttribute('aria-describedby');
    cell?.removeAttribute('title');
    return;
  }
  cell?.setAttribute('aria-describedby', noteOf.id);
  cell?.setAttribute('title', `Note: ${note}`);
}

/**
 * The notes of the cells on screen, each in a hidden element a cell's aria-describedby names (a description
 * may be hidden). Rendered by React, so a note is always text, never markup; outside the cells, so a cell's
 * text stays its figure.
 */
export const NoteTexts = observer(function NoteTexts({
  store,
  screen,
  columns,
  keys,
}: {
  store: AnalysisStore;
  screen: InputScreenId;
  columns: readonly GridColumn[];
  keys: readonly string[];
}) {
  const notes = columns.flatMap((column) =>
    keys.flatMap((key) => {
      const text = store.texts.text({ ...column, screen, key }, 'note');
      return text ? [{ id: noteId(screen, column, key), text }] : [];
    }),
  );
  return (
    <div hidden>
      {notes.map((n) => (
        <span key={n.id} id={n.id}>
          Note: {n.text}
        </span>
      ))}
    </div>
  );
});

/**
 * The plain value cell: its formatted text, and an aria-label on the grid cell naming the row and
 * company (AG Grid has no per-cell aria option), and an input's note. A DOM renderer rather than React:
 * there are up to 470 of them on a screen and each repaints on every edit it depends on.
 */
export class ValueCell implements ICellRendererComp<GridRow> {
  private readonly el = document.createElement('span');

  init(params: ICellRendererParams<GridRow> & { noteOf?: NoteOf }): void {
    this.refresh(params);
  }

  getGui(): HTMLElement {
    return this.el;
  }

  refresh(params: ICellRendererParams<GridRow> & { noteOf?: NoteOf }): boolean {
    this.el.textContent = params.valueFormatted ?? '';
    params.eGridCell?.setAttribute('aria-label', cellAriaLabel(params));
    showNote(params.eGridCell, params.noteOf);
    return true;
  }
}

/** A section header row, spanning the grid: a row header (a grid row may hold only cells). */
export function SectionHeader(params: ICellRendererParams<GridRow>) {
  return (
    <div className="cg-section" role="rowheader">
      {params.data?.label}
    </div>
  );
}

/**
 * A row's label under the analysis's settings (`labelOf`: "Margin 30% (stock)") and its unit, " (Months)",
 * unless the label already names it ("(Months' consumption)"); the grid and its print show both.
 */
export function rowLabel(row: MetricGridRow, settings: Settings): { label: string; unit: string } {
  const label = labelOf(row.def, settings);
  const suffix = UNIT_SUFFIX[row.def.unit];
  return { label, unit: suffix && !label.toLowerCase().includes(suffix.toLowerCase()) ? ` (${suffix})` : '' };
}

/**
 * The label cell: the row's label under the analysis's settings (`labelOf`: "Margin 30% (stock)"),
 * its unit unless the label already names it ("(Months' consumption)"), and where a linked row
 * comes from. The full label is on hover; a long one wraps onto two lines, so a narrow column still
 * shows the label's distinguishing end ("Finished Goods (opening)").
 */
export const RowLabel = observer(function RowLabel(params: ICellRendererParams<GridRow> & { store: AnalysisStore }) {
  const row = params.data;
  if (!row || row.kind === 'header') {
    return null;
  }
  if (row.kind === 'detail') {
    // A detail line, indented under its row; its label is the analyst's text, never markup.
    return (
      <div className="cg-label cg-detail-label">
        <span className="cg-label-text" title={`${detailLabelText(row)} (a line of ${row.def.label})`}>
          {detailLabelText(row)}
        </span>
      </div>
    );
  }
  const { label, unit } = rowLabel(row, params.store.settings);
  return (
    <div className="cg-label">
      <span className="cg-label-text" title={`${label}${unit}`}>
        {label}
        {unit ? <span className="cg-unit">{unit}</span> : null}
      </span>
      {row.linkedFrom ? <span className="cg-link-hint">linked from {row.linkedFrom}</span> : null}
    </div>
  );
});

/** What a value column's header says: the company or year, the period or kind under it, and whether it is the assessment year. */
export interface ColumnHeading {
  readonly title: string;
  readonly sub: string;
  readonly assessment: boolean;
}

/**
 * A value column's header: the company or year, and under it the period or kind, so both stay in view
 * as the header sticks while a long statement scrolls. The assessment year is marked. It reads the
 * column shown now, so a period switch redraws the header without new column definitions.
 */
export const ColumnHeader = observer(function ColumnHeader(params: IHeaderParams<GridRow> & { column: () => ColumnHeading | undefined }) {
  const heading = params.column();
  const title = heading?.title ?? '';
  const sub = heading?.sub ?? '';
  return (
    <div className="cg-col-header" data-assessment={heading?.assessment || undefined} title={`${title} · ${sub}`}>
      <span className="cg-col-title">{title}</span>
      <span className="cg-col-sub">
        {sub}
        {heading?.assessment ? (
          <abbr className="cg-assessment-mark" title="Assessment year">
            {' '}
            · AY
          </abbr>
        ) : null}
      </span>
    </div>
  );
});

/**
 * A value with its flag badge, for rows that can be flagged (NM, not tallied, current ratio, DSCR,
 * accrual, NWC): the badge carries a tooltip, and the cell's aria-label the flag's sentence. A
 * flagged cell is drawn in the warning colour, so a flagged "No" never looks like a "Yes".
 */
export const FlaggedValue = observer(function FlaggedValue(
  params: ICellRendererParams<GridRow> & { store: AnalysisStore; screen: ScreenId; gridColumn: GridColumn },
) {
  const row = params.data as MetricGridRow;
  const flag = params.store.doc.flags(params.gridColumn.company, params.screen, params.gridColumn.period)[row.key];
  const said = flag ? cellFlagText(flag, params.store.doc.settings) : null;
  const aria = `${cellAriaLabel(params)}${said ? `, ${said.text}` : ''}`;
  useEffect(() => params.eGridCell?.setAttribute('aria-label', aria), [params.eGridCell, aria]);
  return (
    <span className={flag ? 'cg-flagged cg-flag-on' : 'cg-flagged'}>
      {said ? (
        <span className="cg-badge" title={said.text} aria-hidden="true" data-flag={flag}>
          {said.badge}
        </span>
      ) : null}
      <span>{params.valueFormatted ?? ''}</span>
    </span>
  );
});

/**
 * An input a check across years can mark (cma-forms §4.7): its figure, and when a check fires on it a
 * warning badge whose tooltip (and the cell's aria-label) gives the reason. A warning never blocks.
 */
export const WarnedInput = observer(function WarnedInput(
  params: ICellRendererParams<GridRow> & { store: AnalysisStore; screen: ScreenId; gridColumn: GridColumn; noteOf?: NoteOf },
) {
  const note = params.noteOf?.text() ?? '';
  useEffect(() => showNote(params.eGridCell, params.noteOf), [params.eGridCell, params.noteOf, note]);
  const row = params.data as MetricGridRow;
  const id = `${params.screen}.${row.key}`;
  const warnings = params.store.doc.warnings(params.gridColumn.company, params.gridColumn.period).filter((w) => w.cell === id);
  const text = warnings.map((w) => w.text).join(' ');
  const aria = `${cellAriaLabel(params)}${text ? `, ${text}` : ''}`;
  useEffect(() => params.eGridCell?.setAttribute('aria-label', aria), [params.eGridCell, aria]);
  const level = warnings.some((w) => w.level === 'warning') ? 'warning' : 'info';
  return (
    <span className={warnings.length > 0 ? 'cg-flagged cg-check-on' : 'cg-flagged'}>
      {warnings.length > 0 ? (
        <span className="cg-badge cg-check" title={text} aria-hidden="true" data-check={level}>
          {level === 'warning' ? '⚠' : 'i'}
        </span>
      ) : null}
      <span>{params.valueFormatted ?? ''}</span>
    </span>
  );
});
