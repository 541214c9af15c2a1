import type ExcelJS from 'exceljs';
import type { AssociateConcern, FacilityLimit } from '../contract/report';
import { FACILITY_TYPE_LABELS, groupExposure, isWorkingCapitalFund } from '../domain/facilities';
import { fundFlowFlag } from '../domain/flags';
import { noteHome } from '../domain/form-notes';
import { formItemBaseLabel } from '../domain/forms';
import type { CmaForm } from '../domain/forms';
import { INPUT_SCREENS, contextOf, inputRows, toPlain } from '../domain/model';
import type { InputScreenId } from '../domain/model';
import { ratioVerdict } from '../domain/verdict';
import { FORM_I_TITLE } from './report';
import { itemUnit } from './report-lines';
import { facilityOf } from './report-pages';
import { AmountCells, LABEL_WIDTH, asFraction, columnLetter, resultOf, wrapLabel } from './xlsx-cells';
import { FIRST_ROW, HEADER_ROWS, cellAt, formSheet, headingRow, labelCell, styleValue } from './xlsx-layout';
import { detailLineRow, lineInSlot } from './xlsx-inputs';
import type { SheetContext } from './xlsx-layout';
import type { DetailLineRows } from './xlsx-rows';

/** Form I's columns after the facility: heading, the figure of a facility, whether it is an amount. */
const FORM_I_COLUMNS: readonly { head: string; of: (l: FacilityLimit) => string | number | undefined; width: number; amount?: boolean }[] = [
  { head: 'Bank / institution', of: (l) => l.bank, width: 18 },
  { head: 'Type', of: (l) => (l.facility_type ? FACILITY_TYPE_LABELS[l.facility_type] : undefined), width: 14 },
  { head: 'Existing limit', of: (l) => l.existing, amount: true, width: 11 },
  { head: 'Limit requested', of: (l) => l.proposed, amount: true, width: 11 },
  { head: 'Outstanding', of: (l) => l.outstanding, amount: true, width: 11 },
  { head: 'As on', of: (l) => l.as_on, width: 10 },
  { head: 'Max. utilisation (12 months)', of: (l) => l.max_utilisation, amount: true, width: 11 },
  { head: 'Min. utilisation (12 months)', of: (l) => l.min_utilisation, amount: true, width: 11 },
  { head: 'Overdue', of: (l) => l.overdue, amount: true, width: 11 },
  { head: 'Overdue since', of: (l) => l.overdue_since, width: 10 },
  { head: 'Security', of: (l) => l.security, width: 22 },
  { head: 'Rate % p.a.', of: (l) => l.rate_pct, width: 7 },
];
/** The column of the limit requested. */
const REQUESTED_COLUMN = 2 + FORM_I_COLUMNS.findIndex((c) => c.head === 'Limit requested');

/** Form I's columns of an associate or group concern: heading, its figure, whether it is an amount. */
const ASSOCIATE_COLUMNS: readonly { head: string; of: (a: AssociateConcern) => string | number | undefined; amount?: boolean }[] = [
  { head: 'Associate / group concern', of: (a) => a.name },
  { head: 'Bank / institution', of: (a) => a.bank },
  { head: 'Relationship', of: (a) => a.relationship },
  { head: 'Exposure', of: (a) => a.exposure, amount: true },
  { head: 'Outstanding', of: (a) => a.outstanding, amount: true },
  { head: 'Overdue', of: (a) => a.overdue, amount: true },
];
/** The column of an associate's exposure (a SUM totals the group's). */
const EXPOSURE_COLUMN = 1 + ASSOCIATE_COLUMNS.findIndex((c) => c.head === 'Exposure');

/** Where Form I's figures that other sheets read are: per company, the cells of the working-capital limits requested. */
export interface FormIRefs {
  readonly requestedWorkingCapital: readonly (readonly string[])[];
}

/**
 * Form I: each company's facilities in turn (bank, type, limits, outstanding, utilisation, overdues, security,
 * rate), then its associate or group concerns with the group's exposure as a live SUM; "—" for a figure not
 * known. Answers where the working-capital limits requested are, for the assessment sheet.
 */
export function addFormISheet(ctx: SheetContext): FormIRefs {
  const sheet = ctx.newSheet(formSheet('I'), FORM_I_TITLE, 1);
  // Widths that keep the sheet one page wide at 70% or more (docs/report.md "Printing"): 176 characters.
  [{ head: 'Facility', width: 30 }, ...FORM_I_COLUMNS].forEach((c, k) => {
    sheet.getCell(HEADER_ROWS.period, 1 + k).value = c.head;
    sheet.getColumn(1 + k).width = c.width;
  });
  sheet.getRow(HEADER_ROWS.period).font = { bold: true };
  sheet.getRow(HEADER_ROWS.period).alignment = { wrapText: true, vertical: 'top' };
  let rowNumber = FIRST_ROW;
  const amounts = new AmountCells();
  const figure = (row: ExcelJS.Row, column: number, value: string | number | undefined, amount: boolean | undefined) => {
    const cell = row.getCell(column);
    cell.value = value ?? '—';
    if (amount) {
      styleValue(cell, 'amount', false);
      amounts.add(row.number, column, column);
    }
  };
  const requested = ctx.doc.companies.map((company) => {
    headingRow(sheet.getRow(rowNumber), 1);
    sheet.getCell(rowNumber++, 1).value = company.name;
    if (company.limits.length === 0) {
      sheet.getCell(rowNumber++, 1).value = 'No limits entered';
    }
    const cells: string[] = [];
    for (const limit of company.limits) {
      const row = sheet.getRow(rowNumber);
      row.getCell(1).value = limit.facility;
      FORM_I_COLUMNS.forEach((c, k) => figure(row, 2 + k, c.of(limit), c.amount));
      if (limit.proposed !== undefined && isWorkingCapitalFund(facilityOf(limit))) {
        cells.push(`${columnLetter(REQUESTED_COLUMN)}${rowNumber}`);
      }
      rowNumber++;
    }
    const associates = company.associates ?? [];
    if (associates.length > 0) {
      const head = sheet.getRow(rowNumber++);
      ASSOCIATE_COLUMNS.forEach((c, k) => (head.getCell(1 + k).value = c.head));
      head.font = { bold: true, italic: true };
      const first = rowNumber;
      for (const associate of associates) {
        const row = sheet.getRow(rowNumber++);
        ASSOCIATE_COLUMNS.forEach((c, k) => figure(row, 1 + k, c.of(associate), c.amount));
      }
      const totalRow = sheet.getRow(rowNumber++);
      totalRow.getCell(1).value = 'Group exposure (associates)';
      const exposures = associates.map((a) => a.exposure).filter((e): e is number => e !== undefined);
      const column = columnLetter(EXPOSURE_COLUMN);
      const cell = totalRow.getCell(EXPOSURE_COLUMN);
      // "—" when no exposure is known (never 0); SUM skips the "—" of an unknown one.
      cell.value = exposures.length === 0 ? '—' : { formula: `SUM(${column}${first}:${column}${rowNumber - 2})`, result: groupExposure(associates)! };
      styleValue(cell, 'amount', true);
      totalRow.font = { bold: true };
    }
    return cells;
  });
  amounts.apply(sheet);
  return { requestedWorkingCapital: requested };
}

/**
 * One of Forms II–VI: item number and label, then companies × periods across (Form IV: amount and months
 * per period). Every figure is a live formula over the statement sheets; an item the form's rule leaves
 * "NM" or "—" is that text with its reason as the cell note; Form VI ends with the tie-out of each column.
 */
export function addFormSheet(ctx: SheetContext, form: CmaForm): void {
  const { settings, periodCount, companyCount } = ctx;
  const sheet = ctx.newSheet(formSheet(form.id), form.title, 2);
  sheet.getColumn(1).width = 8;
  sheet.getColumn(2).width = LABEL_WIDTH.form;
  const width = form.items.some((i) => i.months) ? 2 : 1;
  ctx.periodHeaders(sheet, 3, width, width === 2 ? ['', 'months'] : ['']);
  const column = (c: number, p: number, k = 0) => 3 + (c * periodCount + p) * width + k;
  const amounts = new AmountCells();
  const detailsUnder = formDetailLines(ctx, form);
  let next = FIRST_ROW;
  form.items.forEach((formItem, i) => {
    const rowNumber = next++;
    // Forms II and III: the detail lines of the inputs this item prints, indented under it (as in the print).
    for (const lines of detailsUnder.get(i) ?? []) {
      next = writeFormDetailLines(ctx, sheet, lines, next, (c, p) => column(c, p), amounts);
    }
    const line = sheet.getRow(rowNumber);
    line.getCell(1).value = formItem.no;
    const label = labelCell(formItemBaseLabel(formItem, ctx.labelType), formItem.norm, settings);
    wrapLabel(line, 2, label.text, LABEL_WIDTH.form, label.value);
    const { value } = formItem;
    if (value === null) {
      headingRow(line, 2);
      return;
    }
    if ('notFurnished' in value) {
      ctx.resolvers.forEach((company, c) =>
        company.forEach((_, p) => {
          const cell = line.getCell(column(c, p));
          cell.value = '—';
          cell.note = `Not furnished: ${value.notFurnished}`;
          cell.alignment = { horizontal: 'right' };
        }),
      );
      return;
    }
    const unit = itemUnit(value);
    const formula = unit === 'percent' ? asFraction(value) : value;
    ctx.resolvers.forEach((company, c) =>
      company.forEach((resolve, p) => {
        const cell = line.getCell(column(c, p));
        const result = ctx.valueOf(value, resolve);
        const verdict = ratioVerdict(formItem.rule, resolve, settings, contextOf(resolve));
        if (verdict.kind === 'value') {
          // A split known only because nothing was imported: the figure, with why it is not a formula.
          cell.value = toPlain(verdict.value) as number;
          cell.note = verdict.note ?? 'Nothing imported in this period: the split of raw materials consumed is known';
        } else if (verdict.kind !== 'figure') {
          // "NM" or "—" by the form's rule: text, never a figure a later formula would read (none reads form cells).
          cell.value = verdict.kind === 'nm' ? 'NM' : '—';
          cell.note = verdict.reason;
          cell.alignment = { horizontal: 'right' };
        } else if (!ctx.periodBlank(cell, value, result, resolve)) {
          cell.value = { formula: ctx.formulaOf(formula, c, p), result: resultOf(result, unit) };
        }
        styleValue(cell, unit, true);
        if (formItem.months) {
          const months = line.getCell(column(c, p, 1));
          const byRule = ratioVerdict(formItem.monthsRule, resolve, settings, contextOf(resolve));
          // The spares proxy: the repairs-based months as a figure, with why (a formula would read spares consumed).
          months.value =
            byRule.kind === 'value'
              ? (toPlain(byRule.value) as number | null)
              : { formula: ctx.formulaOf(formItem.months, c, p), result: resultOf(ctx.valueOf(formItem.months, resolve), 'months') };
          if (byRule.kind === 'value' && byRule.note) {
            months.note = byRule.note;
          }
          styleValue(months, 'months', true);
        }
      }),
    );
    if (unit === 'amount') {
      for (let c = 0; c < companyCount; c++) {
        for (let p = 0; p < periodCount; p++) {
          amounts.add(rowNumber, column(c, p), column(c, p));
        }
      }
    }
  });
  if (form.id === 'VI') {
    // A column whose balance sheets do not tally is flagged, never plugged (cma-forms §4.4).
    const row = sheet.getRow(next + 1);
    row.getCell(2).value = 'Tie-out (cma-forms §4.4)';
    ctx.resolvers.forEach((company, c) =>
      company.forEach((resolve, p) => {
        const cell = row.getCell(column(c, p));
        cell.value = fundFlowFlag(resolve)?.text ?? '';
        cell.alignment = { wrapText: true, vertical: 'top' };
      }),
    );
  }
  amounts.apply(sheet);
}

/** The detail-line rows of one input, as the statement sheet writes them. */
interface InputLines {
  readonly screen: InputScreenId;
  readonly key: string;
  readonly rows: DetailLineRows;
}

/**
 * The inputs with detail lines that Forms II and III print, by the index of the item that prints each
 * ({@link noteHome}, as the report's print puts them); empty for the other forms.
 */
function formDetailLines(ctx: SheetContext, form: CmaForm): Map<number, InputLines[]> {
  const under = new Map<number, InputLines[]>();
  if (form.id !== 'II' && form.id !== 'III') {
    return under;
  }
  for (const screen of INPUT_SCREENS) {
    for (const { key } of inputRows(screen)) {
      const home = noteHome(`${screen}.${key}`);
      const rows = ctx.rows.linesUnder(screen, key);
      if (home?.form === form.id && rows) {
        under.set(home.item, [...(under.get(home.item) ?? []), { screen, key, rows }]);
      }
    }
  }
  return under;
}

/**
 * Writes one input's detail lines from row `from` of a form sheet: the label indented in the label column and
 * grouped under the item, and in each company's period that has the line a live reference to it on the
 * statement sheet (empty where it has none). Answers the next free row.
 */
function writeFormDetailLines(
  ctx: SheetContext,
  sheet: ExcelJS.Worksheet,
  { screen, key, rows }: InputLines,
  from: number,
  column: (c: number, p: number) => number,
  amounts: AmountCells,
): number {
  rows.slots.forEach((slot, k) => {
    const row = detailLineRow(sheet, from + k, 2, LABEL_WIDTH.form - 2, slot);
    ctx.resolvers.forEach((company, c) =>
      company.forEach((_, p) => {
        const line = lineInSlot(ctx, screen, key, slot, c, p);
        if (line) {
          const cell = row.getCell(column(c, p));
          cell.value = { formula: cellAt(ctx.doc, screen, rows.first + k, c, p), result: line.amount };
          styleValue(cell, 'amount', true);
          amounts.add(from + k, column(c, p), column(c, p));
        }
      }),
    );
  });
  return from + rows.slots.length;
}
