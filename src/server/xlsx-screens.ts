import type { MetricId, ScreenId } from '../domain/formula';
import { toPlain } from '../domain/model';
import { SCREENS } from '../domain/screens';
import { AmountCells, LABEL_WIDTH, asFraction, resultOf, wrapLabel } from './xlsx-cells';
import { SHEET_NAMES, dataColumn, headingRow, labelCell, styleValue } from './xlsx-layout';
import type { SheetContext } from './xlsx-layout';
import { isInputScreen, writeDetailLines, writeInput } from './xlsx-inputs';
import { drivenFormula } from './xlsx-projections';

/**
 * The sheet of one statement or derived screen: its rows down, every company's periods across. Inputs
 * are values, but for a projected period's driven cells, formulas over the projection assumptions at
 * `projectionCells` (see xlsx-projections.ts); a derived row is a live formula over the statement cells and
 * the Assumptions sheet, with the app's result cached. On a statement, an input row with detail lines in any
 * company's period has them as rows under it (`writeDetailLines`), at the rows of the shared map (`ctx.rows`).
 */
export function addScreenSheet(ctx: SheetContext, screen: ScreenId, projectionCells: ReadonlyMap<string, string> = new Map()): void {
  const { settings, periodCount, companyCount } = ctx;
  const sheet = ctx.newSheet(SHEET_NAMES[screen], SCREENS[screen].title, 1);
  sheet.getColumn(1).width = LABEL_WIDTH.screen;
  ctx.periodHeaders(sheet, 2, 1, ['']);
  const amounts = new AmountCells();
  SCREENS[screen].rows.forEach((row, i) => {
    const rowNumber = ctx.rows.rowAt(screen, i);
    const line = sheet.getRow(rowNumber);
    const label = labelCell(row.label, row.kind === 'derived' ? row.norm : undefined, settings);
    wrapLabel(line, 1, label.text, LABEL_WIDTH.screen, label.value);
    if (row.kind === 'header') {
      headingRow(line, 1);
      return;
    }
    const id: MetricId = `${screen}.${row.key}`;
    const lines = ctx.rows.linesUnder(screen, row.key);
    const formula = row.kind === 'derived' && row.unit === 'percent' ? asFraction(row.formula) : row.kind === 'derived' ? row.formula : null;
    ctx.resolvers.forEach((company, c) =>
      company.forEach((resolve, p) => {
        const cell = line.getCell(dataColumn(c, p, periodCount));
        const value = toPlain(resolve(id));
        const driven = formula === null ? drivenFormula(ctx, projectionCells, c, p, id) : undefined;
        if (driven !== undefined) {
          cell.value = { formula: driven, result: value as number };
        } else if (formula === null) {
          writeInput(cell, value as number, ctx.doc.texts?.[c]?.[p], screen, row.key, lines);
        } else if (!ctx.periodBlank(cell, formula, value, resolve)) {
          cell.value = { formula: ctx.formulaOf(formula, c, p), result: resultOf(value, row.unit) };
        }
        styleValue(cell, row.unit, formula !== null || driven !== undefined);
      }),
    );
    if (row.unit === 'amount') {
      amounts.add(rowNumber, dataColumn(0, 0, periodCount), dataColumn(companyCount - 1, periodCount - 1, periodCount));
    }
    if (lines && isInputScreen(screen)) {
      writeDetailLines(ctx, sheet, screen, row.key, lines, amounts);
    }
  });
  amounts.apply(sheet);
}
