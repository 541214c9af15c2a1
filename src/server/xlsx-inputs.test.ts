import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NO_CELL_TEXTS } from '../domain/cell-texts';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { document } from './testing/xlsx-document';
import { workbookOf, xlsxBuffer } from './xlsx';

describe('the xlsx input cells', () => {
  it('carry the arithmetic a figure was typed as as their formula and the note as a comment', async () => {
    const doc = document(DEFAULT_SETTINGS);
    // Company A's first year (column B of the statement sheet): Sales – Domestic 1,550 typed as =1,200 + 350.
    const texts = [
      [
        {
          expressions: { opstmt: { salesDomestic: '=1,200 + 350', salesExports: '=(300 ÷ 2) × 1' } },
          notes: { opstmt: { salesDomestic: 'As per audited BS note 12 <b>' } },
          details: {},
        },
        NO_CELL_TEXTS,
        NO_CELL_TEXTS,
      ],
    ];
    const written = await xlsxBuffer(workbookOf({ ...doc, texts }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(written as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Operating Statement')!;
    const rowOf = (label: string) => sheet.getColumn(1).values.findIndex((v) => typeof v === 'string' && v.startsWith(label));
    const sales = sheet.getRow(rowOf('Sales / Receipts – Domestic'));
    expect(sales.getCell(2).value).toEqual({ formula: '1200 + 350', result: 1550 });
    expect(sales.getCell(2).note).toBe('As per audited BS note 12 <b>');
    const exports = sheet.getRow(rowOf('Sales – Exports'));
    expect(exports.getCell(2).value).toEqual({ formula: '(300 / 2) * 1', result: 150 });
    // Without texts a figure is a plain value with no comment.
    expect(sales.getCell(3).value).toBe(doc.inputs.companies[0]![1]!.opstmt.salesDomestic);
    expect(sales.getCell(3).note).toBeUndefined();
  });
});
