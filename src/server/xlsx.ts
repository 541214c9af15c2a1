import ExcelJS from 'exceljs';
import { UNIT_LABELS } from '../contract/constants';
import type { MetricUnit } from '../domain/catalogue';
import type { MetricId, ScreenId } from '../domain/formula';
import { companyResolver, toPlain } from '../domain/model';
import { SCREENS } from '../domain/screens';
import { excelFormula } from '../domain/working';
import { inputsAt, settingsOf } from './compute';
import type { LoadedAnalysis } from './repositories/analyses';

/** Indian grouping (1,23,45,678.00) in an Excel number format (issue 6). */
export const INDIAN_AMOUNT_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';

const FORMATS: Readonly<Record<MetricUnit, string | undefined>> = {
  amount: INDIAN_AMOUNT_FORMAT,
  percent: '0.00"%"',
  months: '0.00',
  days: '0.00',
  times: '0.00',
  yesno: undefined,
};

/** The first row of figures, under the title, subtitle and company header rows. */
const FIRST_ROW = 4;
/** Column A holds the labels; companies start at column B. */
const FIRST_COMPANY_COLUMN = 2;

/** Sheet names: Excel allows at most 31 characters and no `/ \ ? * [ ] :`. */
const SHEET_NAMES: Readonly<Record<ScreenId, string>> = {
  opstmt: 'Operating Statement',
  assetnliabs: 'Assets & Liabilities',
  ocaocl: 'Other CA & CL',
  ratios: 'Ratios',
  wctl: 'WC - TL Assessment',
  kfi: 'Key Financial Indicators',
};

/**
 * Builds the workbook of an analysis's assessment year (issue 6): one sheet per screen in the spec's order, one
 * column per company, Indian number formats. Inputs are values; every derived row is a live formula
 * referring to the cells it reads (across sheets), with the engine's result cached so the workbook
 * shows figures before Excel recalculates.
 */
export function workbookOf(loaded: LoadedAnalysis): ExcelJS.Workbook {
  const settings = settingsOf(loaded);
  const screens = Object.keys(SCREENS) as ScreenId[];
  const rowOf = new Map<MetricId, number>();
  for (const screen of screens) {
    SCREENS[screen].rows.forEach((row, i) => {
      if (row.kind !== 'header') {
        rowOf.set(`${screen}.${row.key}`, FIRST_ROW + i);
      }
    });
  }
  const cellOf = (company: number) => (id: MetricId) => {
    const [screen] = id.split('.') as [ScreenId];
    const column = columnLetter(FIRST_COMPANY_COLUMN + company);
    return `'${SHEET_NAMES[screen]}'!${column}${rowOf.get(id)}`;
  };

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CreditGrid';
  const resolvers = loaded.companies.map((c) => companyResolver(inputsAt(c, loaded.analysis.year), settings));
  for (const screen of screens) {
    const sheet = workbook.addWorksheet(SHEET_NAMES[screen], {
      views: [{ state: 'frozen', xSplit: 1, ySplit: FIRST_ROW - 1 }],
      pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    sheet.getColumn(1).width = 48;
    sheet.getCell('A1').value = `${loaded.analysis.name} — ${SCREENS[screen].title}`;
    sheet.getCell('A1').font = { bold: true, size: 13 };
    sheet.getCell('A2').value = `Year ${loaded.analysis.year} · figures in ${UNIT_LABELS[loaded.analysis.unit]}`;
    const header = sheet.getRow(FIRST_ROW - 1);
    header.getCell(1).value = 'Particulars';
    loaded.companies.forEach((c, i) => {
      header.getCell(FIRST_COMPANY_COLUMN + i).value = c.name;
      sheet.getColumn(FIRST_COMPANY_COLUMN + i).width = 18;
    });
    header.font = { bold: true };
    header.alignment = { horizontal: 'center', wrapText: true };

    SCREENS[screen].rows.forEach((row, i) => {
      const line = sheet.getRow(FIRST_ROW + i);
      line.getCell(1).value = row.label;
      if (row.kind === 'header') {
        line.font = { bold: true };
        line.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EDF3' } };
        return;
      }
      const id: MetricId = `${screen}.${row.key}`;
      resolvers.forEach((resolve, c) => {
        const cell = line.getCell(FIRST_COMPANY_COLUMN + c);
        const value = toPlain(resolve(id));
        if (row.kind === 'input') {
          cell.value = value as number;
        } else {
          const result = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : (value ?? '');
          cell.value = { formula: excelFormula(row.formula, cellOf(c), settings), result };
          cell.font = { italic: true };
          cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F4F6' } };
        }
        const format = FORMATS[row.unit];
        if (format) {
          cell.numFmt = format;
        }
        cell.alignment = { horizontal: 'right' };
      });
    });
  }
  return workbook;
}

/** 1 → A, 27 → AA. */
function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) {
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  }
  return s;
}
