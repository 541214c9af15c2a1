import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { SourceCell, SourceGrid } from '../../domain/import/layout';
import { AppError } from '../errors';

/**
 * Workbooks read into source grids for the import mapping (docs/import.md): `.xlsx` with exceljs, `.xls` with
 * SheetJS (the maintained `@e965/xlsx` build of 0.20.3, past CVE-2023-30533 and the 0.18.5 ReDoS). Formula
 * cells are read by their cached values; a workbook saved without them is refused, as are damaged, encrypted
 * and oversized ones (400/413), before anything is stored.
 */

/** What a workbook may hold once unzipped (a zip bomb is refused before it is inflated) and how many cells it may have. */
const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
const MAX_CELLS = 500_000;

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

export const unreadable = (why: string): AppError => new AppError(400, 'unreadable_workbook', why);
const tooLarge = (why: string): AppError => new AppError(413, 'too_large', why);

/** True when an OLE container holds an encrypted OOXML package (Excel's "Encrypt with password"). */
function isEncryptedPackage(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(OLE_MAGIC) && bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
}

/** The sum of the uncompressed sizes in a zip's central directory; null when there is no readable directory. */
export function unzippedSize(bytes: Buffer): number | null {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) {
    return null;
  }
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) {
      return null;
    }
    total += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

const dateText = (d: Date): string => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;

/** An exceljs cell value as a source cell; `uncached` counts formulas saved without a value. */
function excelCell(value: ExcelJS.CellValue, counts: { uncached: number }): SourceCell | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'number') {
    return { text: String(value), value };
  }
  if (typeof value === 'string') {
    return { text: value };
  }
  if (typeof value === 'boolean') {
    return { text: String(value) };
  }
  if (value instanceof Date) {
    return { text: dateText(value) };
  }
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || result === null) {
      counts.uncached++;
      return null;
    }
    return typeof result === 'object' && !(result instanceof Date) ? null : excelCell(result as ExcelJS.CellValue, counts);
  }
  if ('richText' in value) {
    return { text: value.richText.map((r) => r.text).join('') };
  }
  if ('text' in value && typeof value.text === 'string') {
    return { text: value.text };
  }
  return null;
}

async function readXlsx(bytes: Buffer): Promise<SourceGrid[]> {
  if (isEncryptedPackage(bytes)) {
    throw new AppError(400, 'encrypted_workbook', 'The workbook is protected with a password; save a copy without it and import that');
  }
  if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
    throw unreadable('The file is not an .xlsx workbook, or it is damaged');
  }
  const size = unzippedSize(bytes);
  if (size === null) {
    throw unreadable('The .xlsx workbook is damaged (its zip directory cannot be read)');
  }
  if (size > MAX_UNZIPPED_BYTES) {
    throw tooLarge(`The workbook unpacks to more than ${MAX_UNZIPPED_BYTES / 1024 / 1024} MB`);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable('The .xlsx workbook is damaged and cannot be read');
  }
  const counts = { uncached: 0 };
  let cells = 0;
  const grids = workbook.worksheets.map((sheet) => {
    const rows: (SourceCell | null)[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, r) => {
      const out: (SourceCell | null)[] = [];
      row.eachCell({ includeEmpty: false }, (cell, c) => {
        // A merged range's other cells repeat its first cell's value in exceljs: read the first only.
        out[c - 1] = cell.isMerged && cell.master !== cell ? null : excelCell(cell.value, counts);
        cells++;
      });
      rows[r - 1] = out;
    });
    return { sheet: sheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
  if (cells > MAX_CELLS) {
    throw tooLarge(`The workbook has more than ${MAX_CELLS.toLocaleString('en-IN')} filled cells`);
  }
  if (counts.uncached > 0) {
    throw new AppError(
      400,
      'no_cached_values',
      `${counts.uncached} formula cells were saved without their values (a workbook written by a program, not Excel); open it in Excel or LibreOffice, save, and import again`,
    );
  }
  return grids;
}

function readXls(bytes: Buffer): SourceGrid[] {
  if (!bytes.subarray(0, 8).equals(OLE_MAGIC)) {
    throw unreadable('The file is not an .xls workbook, or it is damaged');
  }
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', cellDates: true, cellFormula: false, sheetRows: 5000 });
  } catch (e) {
    if (/password|encrypt/i.test(String((e as Error).message))) {
      throw new AppError(400, 'encrypted_workbook', 'The workbook is protected with a password; save a copy without it and import that');
    }
    throw unreadable('The .xls workbook is damaged and cannot be read');
  }
  let cells = 0;
  const grids = book.SheetNames.map((name) => {
    const sheet = book.Sheets[name]!;
    const rows: (SourceCell | null)[][] = [];
    if (sheet['!ref']) {
      const range = XLSX.utils.decode_range(sheet['!ref']);
      for (let r = range.s.r; r <= range.e.r; r++) {
        const out: (SourceCell | null)[] = [];
        for (let c = range.s.c; c <= range.e.c; c++) {
          const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
          if (cell && cell.v !== undefined) {
            cells++;
            out[c] =
              cell.t === 'n'
                ? { text: String(cell.v), value: cell.v as number }
                : cell.t === 'd'
                  ? { text: dateText(cell.v as Date) }
                  : cell.t === 'e'
                    ? null
                    : { text: String(cell.v) };
          }
        }
        rows[r] = out;
      }
    }
    return { sheet: name, rows: Array.from(rows, (r) => r ?? []) };
  });
  if (cells > MAX_CELLS) {
    throw tooLarge(`The workbook has more than ${MAX_CELLS.toLocaleString('en-IN')} filled cells`);
  }
  return grids;
}

/** The sheets of a workbook as grids; throws the 400/413 AppErrors above. */
export async function readWorkbook(kind: 'xlsx' | 'xls', bytes: Buffer): Promise<SourceGrid[]> {
  return kind === 'xlsx' ? readXlsx(bytes) : readXls(bytes);
}
