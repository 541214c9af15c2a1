import { observer } from 'mobx-react-lite';
import { usePrinting } from '../../lib/use-printing';
import { cellFlagText, FLAGGABLE_KEYS } from '../../../domain/flags';
import type { NegativeStyle } from '../../../domain/format';
import type { ScreenId } from '../../../domain/formula';
import type { InputScreenId } from '../../../domain/model';
import { periodLabel } from '../../../domain/periods';
import type { AnalysisStore, GridColumn } from '../analysis';
import { rowLabel } from './cell-renderers';
import type { MetricGridRow } from './grid-rows';
import { detailLabelText, lineIn, rowsWithLines } from './detail-rows';
import { valueColumns } from './use-column-defs';
import type { DisplayValue } from './use-column-defs';
import './screen-print.css';

interface ScreenPrintProps {
  readonly store: AnalysisStore;
  readonly screen: ScreenId;
  /** The screen's title, the analysis and the unit: the first line of every printed page. */
  readonly caption: string;
  /** Every period (companies layout) or every company (years layout), one after another; else the view. */
  readonly all: boolean;
  readonly negativeStyle: NegativeStyle;
  readonly displayValue: DisplayValue;
  readonly shift: number;
  readonly unitLabel: string;
}

/**
 * What a screen prints: a plain table per section (the view, or each period or company in turn), whose
 * `<thead>` (the caption with the company or period, then the column headers) repeats on every page and
 * whose rows never break across pages. The grid itself is left off paper: AG Grid places its rows
 * absolutely inside a fixed-height viewport, which a page break cuts through. The tables are drawn only
 * while the page prints: on screen they would be redrawn with every edit and period switch for nothing.
 */
export function ScreenPrint(props: ScreenPrintProps) {
  const printing = usePrinting();
  return (
    <div className="cg-print-only" data-testid="screen-print">
      {printing ? <PrintTables {...props} /> : null}
    </div>
  );
}

/** The print tables of {@link ScreenPrint}. */
const PrintTables = observer(function PrintTables({ store, screen, caption, all, negativeStyle, displayValue, shift, unitLabel }: ScreenPrintProps) {
  const view = store.view;
  const sections = view.printSections(all);
  const sectionTitle = (columns: readonly GridColumn[]) => {
    const first = columns[0];
    if (!first) {
      return '';
    }
    if (view.layout === 'years') {
      return store.companyNames[first.company] ?? `Company ${first.company + 1}`;
    }
    const period = store.periods[first.period];
    return period ? periodLabel(period) : '';
  };
  const badge = (row: MetricGridRow, column: GridColumn) => {
    const def = row.def;
    if (def.kind !== 'derived' || !(def.tnwDenominated || FLAGGABLE_KEYS.has(row.key))) {
      return '';
    }
    const flag = store.doc.flags(column.company, screen, column.period)[row.key];
    return flag ? `${cellFlagText(flag, store.settings).badge} ` : '';
  };
  return (
    <>
      {sections.map((placed, s) => {
        const columns = valueColumns(placed, view.layout, store.periods, store.companyNames, store.assessmentYear);
        // The detail lines of the columns of this section, indented under their rows as on screen.
        const rows = rowsWithLines(store, screen, placed);
        return (
          <table key={s} className="cg-print-table">
            <thead>
              <tr>
                <th colSpan={columns.length + 1} className="cg-print-caption">
                  {view.layout === 'years' ? 'Company' : 'Period'}: <strong className="cg-print-section-title">{sectionTitle(placed)}</strong> · {caption}
                </th>
              </tr>
              <tr>
                <th scope="col">Particulars ({unitLabel})</th>
                {columns.map((column) => (
                  <th key={`${column.company}-${column.period}`} scope="col" className="cg-print-value">
                    {column.title}
                    <br />
                    {column.sub}
                    {column.assessment ? ' · AY' : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                if (row.kind === 'header') {
                  return (
                    <tr key={row.key} className="cg-print-section">
                      <th colSpan={columns.length + 1} scope="rowgroup">
                        {row.label}
                      </th>
                    </tr>
                  );
                }
                if (row.kind === 'detail') {
                  return (
                    <tr key={row.key} className="cg-print-detail">
                      <th scope="row">{detailLabelText(row)}</th>
                      {placed.map((column) => {
                        const line = lineIn(store, screen as InputScreenId, column, row);
                        return (
                          <td key={`${column.company}-${column.period}`} className="cg-print-value">
                            {line ? displayValue(row, line.amount, negativeStyle, shift) : ''}
                          </td>
                        );
                      })}
                    </tr>
                  );
                }
                const { label, unit } = rowLabel(row, store.settings);
                return (
                  <tr key={row.key} className={row.total ? 'cg-print-total' : undefined}>
                    <th scope="row">
                      {label}
                      {unit}
                    </th>
                    {placed.map((column) => (
                      <td key={`${column.company}-${column.period}`} className="cg-print-value">
                        {badge(row, column)}
                        {displayValue(row, store.plainAt(column, row.id), negativeStyle, shift)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </>
  );
});
