import type ExcelJS from 'exceljs';
import { normLabel, normLabelParts } from '../domain/catalogue';
import { UNIT_LABELS } from '../contract/constants';
import { analysisResolvers } from '../domain/analysis';
import type { MetricUnit } from '../domain/catalogue';
import type { CompanyType } from '../domain/company-type';
import { isFirm } from '../domain/company-type';
import { evaluate } from '../domain/formula';
import type { Expr, MetricId, ScreenId } from '../domain/formula';
import { contextOf, toPlain } from '../domain/model';
import type { AnyResolve } from '../domain/model';
import { isAssessedPeriod, periodLabel } from '../domain/periods';
import { SETTING_SPECS, SETTINGS_CATALOGUE } from '../domain/settings';
import type { Settings, SettingKey } from '../domain/settings';
import { excelFormula } from '../domain/working';
import type { ExcelSettingCells } from '../domain/working';
import type { AnalysisDocument } from './report';
import { DIVISION_BY_ZERO, reasonOf } from './report-lines';
import { FORMATS, columnLetter, periodChain } from './xlsx-cells';
import { FIRST_ROW, sheetRowsOf } from './xlsx-rows';
import type { SheetRows } from './xlsx-rows';

// What every sheet of the xlsx export shares: the header rows, the sheet names, where each setting and
// metric lives, and the context one sheet writer receives (xlsx-assumptions, xlsx-forms, xlsx-screens).

/** Rows 1–2: title and subtitle; rows 3–5: company, period and assessment-year mark (repeated on every printed page). */
export const HEADER_ROWS = { company: 3, period: 4, mark: 5 } as const;
export { FIRST_ROW };
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
/** The sheet of CMA Form `id` ("I"…"VI"). */
export const formSheet = (id: string): string => `Form ${id}`;

/** A setting a formula reads from the Assumptions sheet. */
export type AssumptionKey = keyof Settings;
/** The row of a setting on the Assumptions sheet: one row per entry, in the settings catalogue's order. */
export function assumptionRow(key: AssumptionKey): number {
  return FIRST_ROW + SETTINGS_CATALOGUE.findIndex((spec) => spec.key === key);
}
/** Settings entered as a percentage: stored in the sheet as a fraction with a percent format. */
export const isPercentSetting = (key: SettingKey): boolean => SETTING_SPECS[key].unit === '%';
/** The absolute reference of a setting's cell, e.g. `Assumptions!$B$6`. */
export const assumptionCell = (key: AssumptionKey): string => `${ASSUMPTIONS_SHEET}!$B$${assumptionRow(key)}`;

/** Every formula reads the settings from the Assumptions sheet, scaled as the formula reads them. */
const SETTING_CELLS: ExcelSettingCells = {
  setting: (key, scale) => {
    const cell = assumptionCell(key);
    if (isPercentSetting(key)) {
      return scale === 'percent' ? cell : `(${cell}*100)`;
    }
    return scale === 'percent' ? `(${cell}/100)` : cell;
  },
  drawingPowerMethod: assumptionCell('drawingPowerMethod'),
};

/** Side margins of every sheet, inches: narrow, so more columns fit a page at a readable size. */
const MARGINS = { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 } as const;
/** A4 landscape (842 pt) less the side margins, points. */
const PRINTABLE_WIDTH = 842 - (MARGINS.left + MARGINS.right) * 72;
/**
 * The smallest print scale, percent: the 11 pt body at 70% prints at 7.7 pt, above the 7 pt floor. A sheet
 * too wide to fit one page at this scale is split across pages by columns, whole periods to a page.
 */
export const MIN_PRINT_SCALE = 70;
/** A column of `width` characters in points: Excel draws ⌊7w + 5⌋ px of Calibri 11, at 0.75 pt a px. */
const columnPoints = (width: number | undefined) => Math.floor(7 * (width ?? 9) + 5) * 0.75;

/** The manual column breaks of each sheet, after these columns (exceljs writes none; `xlsxBuffer` adds them). */
const COLUMN_BREAKS = new WeakMap<ExcelJS.Worksheet, readonly number[]>();
/** The columns a printed page of `sheet` ends after (none: one page wide). */
export const columnBreaksOf = (sheet: ExcelJS.Worksheet): readonly number[] => COLUMN_BREAKS.get(sheet) ?? [];

/**
 * A sheet printed A4 landscape with "sheet name … Page n of N" in the footer, fit to one page wide (see
 * {@link paginate} for a wide one); `printTitlesRow` repeats header rows on every page.
 */
export function addPrintedSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  options: { views?: Partial<ExcelJS.WorksheetView>[]; printTitlesRow?: string } = {},
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, {
    ...(options.views ? { views: options.views } : {}),
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: MARGINS,
      ...(options.printTitlesRow ? { printTitlesRow: options.printTitlesRow } : {}),
    },
  });
  sheet.headerFooter.oddFooter = '&L&A&RPage &P of &N';
  return sheet;
}

/**
 * Lays out the pages of a sheet whose columns are label columns `1…firstColumn−1`, then each company's
 * periods in turn, `width` columns a period: one page wide if that prints at {@link MIN_PRINT_SCALE} or
 * more; otherwise at that scale, the label columns repeated on every page and a column break after every
 * page's worth of whole periods and after each company. Answers how many periods a page holds.
 */
export function paginate(sheet: ExcelJS.Worksheet, firstColumn: number, companyCount: number, periodCount: number, width: number): number {
  let labelPoints = 0;
  for (let k = 1; k < firstColumn; k++) {
    labelPoints += columnPoints(sheet.getColumn(k).width);
  }
  let periodPoints = 0;
  for (let k = 0; k < width; k++) {
    periodPoints += columnPoints(sheet.getColumn(firstColumn + k).width);
  }
  const pageWidth = (PRINTABLE_WIDTH * 100) / MIN_PRINT_SCALE;
  if (labelPoints + companyCount * periodCount * periodPoints <= pageWidth) {
    return periodCount;
  }
  const perPage = Math.max(1, Math.floor((pageWidth - labelPoints) / periodPoints));
  Object.assign(sheet.pageSetup, { fitToPage: false, scale: MIN_PRINT_SCALE, printTitlesColumn: `A:${columnLetter(firstColumn - 1)}` });
  const breaks: number[] = [];
  for (let c = 0; c < companyCount; c++) {
    for (let p = perPage; p < periodCount + perPage; p += perPage) {
      breaks.push(firstColumn - 1 + (c * periodCount + Math.min(p, periodCount)) * width);
    }
  }
  COLUMN_BREAKS.set(sheet, breaks.slice(0, -1));
  return perPage;
}

/** Statement and screen sheets: column A labels, then company `c`'s period `p` in one column. */
export const dataColumn = (c: number, p: number, periodCount: number): number => 2 + c * periodCount + p;

/** A screen metric's cell for company `c`'s period `p` (`'Operating Statement'!C14`), its row from {@link sheetRowsOf}. */
export const sheetCell = (doc: AnalysisDocument, id: MetricId, c: number, p: number): string =>
  cellAt(doc, id.split('.')[0] as ScreenId, sheetRowsOf(doc).rowOf(id), c, p);

/** The reference of row `row` of `screen`'s sheet in company `c`'s period `p` (a detail line's row, say). */
export const cellAt = (doc: AnalysisDocument, screen: ScreenId, row: number, c: number, p: number): string =>
  `'${SHEET_NAMES[screen]}'!${columnLetter(dataColumn(c, p, doc.inputs.periods.length))}${row}`;

/** What a sheet writer needs of the analysis, and the helpers every sheet shares. */
export interface SheetContext {
  readonly workbook: ExcelJS.Workbook;
  readonly doc: AnalysisDocument;
  readonly settings: Settings;
  /** Company × period resolvers, as every screen evaluates them. */
  readonly resolvers: readonly (readonly AnyResolve[])[];
  readonly periodCount: number;
  readonly companyCount: number;
  /** One label column serves every company: a firm among them makes Form VI 2.d "Dividend / drawings", true of both. */
  readonly labelType: CompanyType | undefined;
  /** Where each row of the statement and screen sheets sits, detail lines included ({@link sheetRowsOf}). */
  readonly rows: SheetRows;
  /** The live Excel formula of `expr` for company `c`'s period `p` (statement cells, Assumptions cells). */
  formulaOf(expr: Expr, c: number, p: number): string;
  /** The reference of a screen metric's cell for company `c`'s period `p`, e.g. `'Ratios'!D12`. */
  metricCell(id: MetricId, c: number, p: number): string;
  /** The app's value of `expr` in one company's period. */
  valueOf(expr: Expr, resolve: AnyResolve): number | boolean | null;
  /** A sheet with the title, the subtitle, frozen labels and header rows, A4 landscape with the header rows on every page. */
  newSheet(name: string, title: string, labelColumns: number): ExcelJS.Worksheet;
  /** Company names over their period columns, the period labels and the assessment-year mark; `width` columns a period. */
  periodHeaders(sheet: ExcelJS.Worksheet, firstColumn: number, width: number, labels: readonly string[]): void;
  /**
   * Writes "—" with its reason as a note when the app's `null` comes from the period rules (no earlier
   * period, not assessed): those hold whatever the inputs, and a blank that later formulas would do
   * arithmetic on is a #VALUE! in Excel. Answers whether it did.
   */
  periodBlank(cell: ExcelJS.Cell, expr: Expr, value: number | boolean | null, resolve: AnyResolve): boolean;
}

/** The context of the sheets of `doc`'s workbook. */
export function sheetContext(workbook: ExcelJS.Workbook, doc: AnalysisDocument): SheetContext {
  const { settings, inputs } = doc;
  const { periods } = inputs;
  const periodCount = periods.length;
  const subtitle = `${doc.name} · figures in ${UNIT_LABELS[doc.unit]} · assessment year ${inputs.assessmentYear}`;
  const cellOf = (c: number, p: number) => (id: MetricId, offset: number) => sheetCell(doc, id, c, p + offset);
  const excelPeriod = (p: number) => ({ ...periodChain(periods, p, inputs.months), assessed: isAssessedPeriod(periods[p]!, inputs.assessmentYear) });
  const valueOf = (expr: Expr, resolve: AnyResolve) => toPlain(evaluate(expr, resolve, settings, contextOf(resolve)));
  return {
    workbook,
    doc,
    settings,
    resolvers: analysisResolvers(inputs, settings),
    periodCount,
    companyCount: doc.companies.length,
    labelType: doc.companies.find((c) => c.type !== undefined && isFirm(c.type))?.type,
    rows: sheetRowsOf(doc),
    formulaOf: (expr, c, p) => excelFormula(expr, cellOf(c, p), settings, excelPeriod(p), SETTING_CELLS),
    metricCell: (id, c, p) => cellOf(c, p)(id, 0),
    valueOf,
    newSheet(name, title, labelColumns) {
      const sheet = addPrintedSheet(workbook, name, {
        views: [{ state: 'frozen', xSplit: labelColumns, ySplit: FIRST_ROW - 1 }],
        printTitlesRow: PRINT_TITLES,
      });
      sheet.getCell('A1').value = title;
      sheet.getCell('A1').font = { bold: true, size: 13 };
      sheet.getCell('A2').value = subtitle;
      return sheet;
    },
    periodHeaders(sheet, firstColumn, width, labels) {
      sheet.getCell(HEADER_ROWS.period, firstColumn - 1).value = 'Particulars';
      for (let column = firstColumn; column < firstColumn + doc.companies.length * periodCount * width; column++) {
        sheet.getColumn(column).width = 16;
      }
      const perPage = paginate(sheet, firstColumn, doc.companies.length, periodCount, width);
      doc.companies.forEach((company, c) => {
        const start = firstColumn + c * periodCount * width;
        // The company's name over each printed page's share of its periods.
        for (let p = 0; p < periodCount; p += perPage) {
          const from = start + p * width;
          const to = start + Math.min(p + perPage, periodCount) * width - 1;
          sheet.getCell(HEADER_ROWS.company, from).value = company.name;
          if (to > from) {
            sheet.mergeCells(HEADER_ROWS.company, from, HEADER_ROWS.company, to);
          }
        }
        periods.forEach((period, p) => {
          labels.forEach((label, k) => {
            const column = start + p * width + k;
            sheet.getCell(HEADER_ROWS.period, column).value = label ? `${periodLabel(period)} ${label}` : periodLabel(period);
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
    },
    periodBlank(cell, expr, value, resolve) {
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
    },
  };
}

/** A figure cell: its unit's number format, right-aligned, italic when computed. */
export function styleValue(cell: ExcelJS.Cell, unit: MetricUnit, derived: boolean): void {
  const format = FORMATS[unit];
  if (format) {
    cell.numFmt = format;
  }
  cell.alignment = { horizontal: 'right' };
  if (derived) {
    cell.font = { italic: true };
  }
}

/** A heading row: bold, its label cell shaded. */
export function headingRow(row: ExcelJS.Row, labelColumn: number): void {
  row.font = { bold: true };
  row.getCell(labelColumn).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
}

/** Text for a string literal inside an Excel formula. */
const excelString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A label as the sheet holds it: one that quotes a setting ("Margin 25% (stock)", the default in `label`)
 * is a formula over that setting's Assumptions cell, so an edit there renames the row too, with the label
 * in effect as its cached result; any other label is its text. `text` is the label as shown.
 */
export function labelCell(label: string, norm: SettingKey | undefined, settings: Settings): { text: string; value: ExcelJS.CellValue } {
  const text = normLabel(label, norm, settings);
  const parts = normLabelParts(label, norm);
  if (parts === null) {
    return { text, value: text };
  }
  // ROUND keeps 0.3 × 100 at "30", not 30.000000000000004.
  const quoted = `ROUND(${assumptionCell(parts.norm)}*100,4)&"%"`;
  return { text, value: { formula: `${excelString(parts.before)}&${quoted}&${excelString(parts.after)}`, result: text } };
}
