import ExcelJS from 'exceljs';
import { UNIT_LABELS } from '../contract/constants';
import { analysisResolvers } from '../domain/analysis';
import type { MetricUnit } from '../domain/catalogue';
import { labelOf } from '../domain/catalogue';
import { isFirm } from '../domain/company-type';
import { CMA_FORMS, formItemLabel } from '../domain/forms';
import type { CmaForm } from '../domain/forms';
import { evaluate } from '../domain/formula';
import type { Expr, MetricId, ScreenId } from '../domain/formula';
import { contextOf, toPlain } from '../domain/model';
import type { AnyResolve } from '../domain/model';
import { isAssessedPeriod, periodLabel } from '../domain/periods';
import { SETTING_SPECS, SETTINGS_CATALOGUE } from '../domain/settings';
import type { SettingKey, Settings } from '../domain/settings';
import { SCREENS } from '../domain/screens';
import { ratioVerdict } from '../domain/verdict';
import { excelFormula } from '../domain/working';
import type { ExcelSettingCells } from '../domain/working';
import { fundFlowFlag } from '../domain/flags';
import type { AnalysisDocument } from './report';
import { documentAssumptions, DIVISION_BY_ZERO, FORM_I_TITLE, itemUnit, reasonOf } from './report';
import { AmountCells, asFraction, columnLetter, earlierPeriods, FORMATS, LABEL_WIDTH, resultOf, wrapLabel } from './xlsx-cells';

export { INDIAN_AMOUNT_FORMAT, INDIAN_NEGATIVE_FORMAT } from './xlsx-cells';

/** Rows 1–2: title and subtitle; rows 3–5: company, period and assessment-year mark (repeated on every printed page). */
const HEADER_ROWS = { company: 3, period: 4, mark: 5 } as const;
export const FIRST_ROW = 6;
const PRINT_TITLES = `${HEADER_ROWS.company}:${HEADER_ROWS.mark}`;

/** Sheet names: Excel allows at most 31 characters and no `/ \ ? * [ ] :`. */
export const SHEET_NAMES: Readonly<Record<ScreenId, string>> = {
  opstmt: 'Operating Statement',
  assetnliabs: 'Assets & Liabilities',
  ocaocl: 'Other CA & CL',
  ratios: 'Ratios',
  wctl: 'WC - TL Assessment',
  kfi: 'Key Financial Indicators',
};
export const ASSUMPTIONS_SHEET = 'Assumptions';
const formSheet = (id: string) => `Form ${id}`;

/** The row of a setting on the Assumptions sheet: one row per entry, in the settings catalogue's order. */
export function assumptionRow(key: keyof Settings): number {
  return FIRST_ROW + SETTINGS_CATALOGUE.findIndex((spec) => spec.key === key);
}
/** Settings entered as a percentage: stored in the sheet as a fraction with a percent format. */
const isPercentSetting = (key: SettingKey) => SETTING_SPECS[key].unit === '%';

/** Every formula reads the settings from the Assumptions sheet, scaled as the formula reads them. */
const SETTING_CELLS: ExcelSettingCells = {
  setting: (key, scale) => {
    const cell = `${ASSUMPTIONS_SHEET}!$B$${assumptionRow(key)}`;
    if (isPercentSetting(key)) {
      return scale === 'percent' ? cell : `(${cell}*100)`;
    }
    return scale === 'percent' ? `(${cell}/100)` : cell;
  },
  drawingPowerMethod: `${ASSUMPTIONS_SHEET}!$B$${assumptionRow('drawingPowerMethod')}`,
};

/**
 * Builds the workbook of an analysis in the bank's layout: an Assumptions sheet (every setting in effect,
 * the unit and the assessment year), Forms I–VI (companies side by side, each with its periods as
 * columns, oldest first, the assessment year marked), then the input statements and the derived screens
 * the forms read. Inputs are values; every other figure is a live formula over the input cells, the
 * previous period's column and the Assumptions cells (changing a margin there recomputes everything),
 * with the app's result cached so the workbook shows figures before a recalculation. A4 landscape, fit
 * to width, with the header rows repeated on every printed page.
 */
export function workbookOf(doc: AnalysisDocument): ExcelJS.Workbook {
  const { settings, inputs } = doc;
  const { periods } = inputs;
  const resolvers = analysisResolvers(inputs, settings);
  const companyCount = doc.companies.length;
  // One label column serves every company: a firm among them makes Form VI 2.d "Dividend / drawings", true of both.
  const labelType = doc.companies.find((c) => c.type !== undefined && isFirm(c.type))?.type;
  const periodCount = periods.length;

  const rowOfMetric = new Map<MetricId, number>();
  for (const screen of Object.keys(SCREENS) as ScreenId[]) {
    SCREENS[screen].rows.forEach((row, i) => {
      if (row.kind !== 'header') {
        rowOfMetric.set(`${screen}.${row.key}`, FIRST_ROW + i);
      }
    });
  }
  /** Statement and screen sheets: column A labels, then company c's period p in one column. */
  const dataColumn = (c: number, p: number) => 2 + c * periodCount + p;
  const cellOf = (c: number, p: number) => (id: MetricId, offset: number) => {
    const [screen] = id.split('.') as [ScreenId];
    return `'${SHEET_NAMES[screen]}'!${columnLetter(dataColumn(c, p + offset))}${rowOfMetric.get(id)}`;
  };
  const excelPeriod = (p: number) => ({ earlierPeriods: earlierPeriods(periods, p), assessed: isAssessedPeriod(periods[p]!, inputs.assessmentYear) });
  const formulaOf = (expr: Expr, c: number, p: number) => excelFormula(expr, cellOf(c, p), settings, excelPeriod(p), SETTING_CELLS);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreditGrid';
  const subtitle = `${doc.name} · figures in ${UNIT_LABELS[doc.unit]} · assessment year ${inputs.assessmentYear}`;

  const newSheet = (name: string, title: string, labelColumns: number) => {
    const sheet = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', xSplit: labelColumns, ySplit: FIRST_ROW - 1 }],
      pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: PRINT_TITLES },
    });
    sheet.getCell('A1').value = title;
    sheet.getCell('A1').font = { bold: true, size: 13 };
    sheet.getCell('A2').value = subtitle;
    return sheet;
  };
  /** Company names over their period columns, the period labels, and the assessment-year mark. */
  const periodHeaders = (sheet: ExcelJS.Worksheet, firstColumn: number, width: number, labels: readonly string[]) => {
    sheet.getCell(HEADER_ROWS.period, firstColumn - 1).value = 'Particulars';
    doc.companies.forEach((company, c) => {
      const start = firstColumn + c * periodCount * width;
      sheet.getCell(HEADER_ROWS.company, start).value = company.name;
      if (periodCount * width > 1) {
        sheet.mergeCells(HEADER_ROWS.company, start, HEADER_ROWS.company, start + periodCount * width - 1);
      }
      periods.forEach((period, p) => {
        labels.forEach((label, k) => {
          const column = start + p * width + k;
          sheet.getCell(HEADER_ROWS.period, column).value = label ? `${periodLabel(period)} ${label}` : periodLabel(period);
          sheet.getColumn(column).width = 16;
          if (period.year === inputs.assessmentYear) {
            sheet.getCell(HEADER_ROWS.mark, column).value = 'Assessment year';
            sheet.getCell(HEADER_ROWS.period, column).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE68A' } };
          }
        });
      });
    });
    // Period labels wrap onto two lines ("FY 2024-25" / "(Projected)"); rows with wrapped text need a height.
    sheet.getRow(HEADER_ROWS.period).height = 30;
    for (const row of Object.values(HEADER_ROWS)) {
      sheet.getRow(row).font = { bold: true };
      sheet.getRow(row).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    }
  };
  const styleValue = (cell: ExcelJS.Cell, unit: MetricUnit, derived: boolean) => {
    const format = FORMATS[unit];
    if (format) {
      cell.numFmt = format;
    }
    cell.alignment = { horizontal: 'right' };
    if (derived) {
      cell.font = { italic: true };
    }
  };
  const headingRow = (row: ExcelJS.Row, labelColumn: number) => {
    row.font = { bold: true };
    row.getCell(labelColumn).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
  };

  // Assumptions: the settings the formulas read, then the unit and the assessment year (text).
  const assumptions = newSheet(ASSUMPTIONS_SHEET, 'Assumptions', 1);
  assumptions.getCell(HEADER_ROWS.period, 1).value = 'Assumption';
  assumptions.getCell(HEADER_ROWS.period, 2).value = 'Value';
  assumptions.getRow(HEADER_ROWS.period).font = { bold: true };
  assumptions.getColumn(1).width = 60;
  assumptions.getColumn(2).width = 22;
  assumptions.getColumn(3).width = 60;
  SETTINGS_CATALOGUE.forEach((spec, i) => {
    const row = assumptions.getRow(FIRST_ROW + i);
    row.getCell(1).value = spec.label;
    const cell = row.getCell(2);
    const value = settings[spec.key];
    if (spec.kind === 'choice') {
      cell.value = value as string;
      cell.dataValidation = { type: 'list', allowBlank: false, formulae: [`"${spec.options.map((o) => o.value).join(',')}"`] };
      row.getCell(3).value = spec.options.map((o) => `${o.value}: ${o.label}`).join('; ');
    } else if (spec.kind === 'boolean') {
      cell.value = value as boolean;
    } else {
      cell.value = spec.unit === '%' ? (value as number) / 100 : (value as number);
      cell.numFmt = spec.excel;
    }
    cell.alignment = { horizontal: 'right' };
  });
  documentAssumptions(doc).forEach((a, i) => {
    const row = assumptions.getRow(FIRST_ROW + SETTINGS_CATALOGUE.length + i);
    row.values = [a.label, a.value];
    row.getCell(2).alignment = { horizontal: 'right' };
  });

  // Form I: each company's facilities, in turn.
  const formI = newSheet(formSheet('I'), FORM_I_TITLE, 1);
  ['Facility', 'Existing limit', 'Proposed limit', 'Outstanding', 'As on'].forEach((h, k) => {
    formI.getCell(HEADER_ROWS.period, 1 + k).value = h;
    formI.getColumn(1 + k).width = k === 0 ? 50 : 18;
  });
  formI.getRow(HEADER_ROWS.period).font = { bold: true };
  let formIRow = FIRST_ROW;
  const formIAmounts = new AmountCells();
  doc.companies.forEach((company) => {
    headingRow(formI.getRow(formIRow), 1);
    formI.getCell(formIRow++, 1).value = company.name;
    if (company.limits.length === 0) {
      formI.getCell(formIRow++, 1).value = 'No limits entered';
    }
    for (const limit of company.limits) {
      const row = formI.getRow(formIRow);
      row.getCell(1).value = limit.facility;
      [limit.existing, limit.proposed, limit.outstanding].forEach((v, k) => {
        const cell = row.getCell(2 + k);
        cell.value = v ?? '—';
        styleValue(cell, 'amount', false);
      });
      formIAmounts.add(formIRow, 2, 4);
      row.getCell(5).value = limit.as_on ?? '—';
      formIRow++;
    }
  });
  formIAmounts.apply(formI);

  // Forms II–VI: items down, companies × periods across (Form IV: amount and months per period).
  for (const form of CMA_FORMS) {
    writeForm(form);
  }

  // The input statements and the derived screens the forms read.
  for (const screen of Object.keys(SCREENS) as ScreenId[]) {
    const sheet = newSheet(SHEET_NAMES[screen], SCREENS[screen].title, 1);
    sheet.getColumn(1).width = LABEL_WIDTH.screen;
    periodHeaders(sheet, 2, 1, ['']);
    const amounts = new AmountCells();
    SCREENS[screen].rows.forEach((row, i) => {
      const line = sheet.getRow(FIRST_ROW + i);
      wrapLabel(line, 1, labelOf(row, settings), LABEL_WIDTH.screen);
      if (row.kind === 'header') {
        headingRow(line, 1);
        return;
      }
      const id: MetricId = `${screen}.${row.key}`;
      const formula = row.kind === 'derived' && row.unit === 'percent' ? asFraction(row.formula) : row.kind === 'derived' ? row.formula : null;
      resolvers.forEach((company, c) =>
        company.forEach((resolve, p) => {
          const cell = line.getCell(dataColumn(c, p));
          const value = toPlain(resolve(id));
          if (formula === null) {
            cell.value = value as number;
          } else if (!periodBlank(cell, formula, value, resolve)) {
            cell.value = { formula: formulaOf(formula, c, p), result: resultOf(value, row.unit) };
          }
          styleValue(cell, row.unit, formula !== null);
        }),
      );
      if (row.unit === 'amount') {
        amounts.add(FIRST_ROW + i, dataColumn(0, 0), dataColumn(companyCount - 1, periodCount - 1));
      }
    });
    amounts.apply(sheet);
  }
  return workbook;

  function writeForm(form: CmaForm): void {
    const sheet = newSheet(formSheet(form.id), form.title, 2);
    sheet.getColumn(1).width = 8;
    sheet.getColumn(2).width = LABEL_WIDTH.form;
    const width = form.items.some((i) => i.months) ? 2 : 1;
    periodHeaders(sheet, 3, width, width === 2 ? ['', 'months'] : ['']);
    const column = (c: number, p: number, k = 0) => 3 + (c * periodCount + p) * width + k;
    const amounts = new AmountCells();
    form.items.forEach((formItem, i) => {
      const rowNumber = FIRST_ROW + i;
      const line = sheet.getRow(rowNumber);
      line.getCell(1).value = formItem.no;
      wrapLabel(line, 2, formItemLabel(formItem, settings, labelType), LABEL_WIDTH.form);
      const { value } = formItem;
      if (value === null) {
        headingRow(line, 2);
        return;
      }
      if ('notFurnished' in value) {
        resolvers.forEach((company, c) =>
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
      resolvers.forEach((company, c) =>
        company.forEach((resolve, p) => {
          const cell = line.getCell(column(c, p));
          const result = valueOf(value, resolve);
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
          } else if (!periodBlank(cell, value, result, resolve)) {
            cell.value = { formula: formulaOf(formula, c, p), result: resultOf(result, unit) };
          }
          styleValue(cell, unit, true);
          if (formItem.months) {
            const months = line.getCell(column(c, p, 1));
            const byRule = ratioVerdict(formItem.monthsRule, resolve, settings, contextOf(resolve));
            // The spares proxy: the repairs-based months as a figure, with why (a formula would read spares consumed).
            months.value =
              byRule.kind === 'value'
                ? (toPlain(byRule.value) as number | null)
                : { formula: formulaOf(formItem.months, c, p), result: resultOf(valueOf(formItem.months, resolve), 'months') };
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
      const row = sheet.getRow(FIRST_ROW + form.items.length + 1);
      row.getCell(2).value = 'Tie-out (cma-forms §4.4)';
      resolvers.forEach((company, c) =>
        company.forEach((resolve, p) => {
          const cell = row.getCell(column(c, p));
          cell.value = fundFlowFlag(resolve)?.text ?? '';
          cell.alignment = { wrapText: true, vertical: 'top' };
        }),
      );
    }
    amounts.apply(sheet);
  }

  /**
   * Writes "—" with its reason as a note when the app's `null` comes from the period rules (no earlier
   * period, not assessed): those hold whatever the inputs, and a blank that later formulas would do
   * arithmetic on is a #VALUE! in Excel. Answers whether it did.
   */
  function periodBlank(cell: ExcelJS.Cell, expr: Expr, value: number | boolean | null, resolve: AnyResolve): boolean {
    if (value !== null) {
      return false;
    }
    const reason = reasonOf(expr, resolve, settings, contextOf(resolve));
    if (reason === DIVISION_BY_ZERO) {
      return false;
    }
    cell.value = '—';
    cell.note = `Not computed: ${reason}`;
    return true;
  }

  function valueOf(expr: Expr, resolve: AnyResolve): number | boolean | null {
    return toPlain(evaluate(expr, resolve, settings, contextOf(resolve)));
  }
}
