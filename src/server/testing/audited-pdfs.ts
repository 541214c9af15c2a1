import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { openPdf } from '../import-pdf/pdfjs';
import { renderPng } from '../import-pdf/render';

/**
 * Audited financial statements (Schedule III, Division I) generated as PDFs for the import's tests, e2e and
 * bench (none of it copied from a licensed source): a Balance Sheet and a Statement of Profit and Loss of a
 * made-up company in several layouts — with or without a notes column, one or two years, "(1,234.00)" negatives,
 * "₹ in lakhs" or "Rs. in '000" — optionally among cover, report and notes pages.
 * `scannedPdf` rasterises such a PDF for the OCR path.
 */

/** A statement line: label, note, and amounts as printed (current year first); a heading has none. */
export type StatementLine = readonly [label: string, note: string, ...amounts: string[]];

/** Schedule III Balance Sheet as at 31 March 2024 and 2023 (₹ in lakhs); it tallies at 1,620.50 and 1,545.00. */
export const BALANCE_SHEET: readonly StatementLine[] = [
  ['EQUITY AND LIABILITIES', ''],
  ["Shareholders' funds", ''],
  ['Share capital', '3', '200.00', '200.00'],
  ['Reserves and surplus', '4', '350.50', '280.00'],
  ['Non-current liabilities', ''],
  ['Long-term borrowings', '5', '300.00', '350.00'],
  ['Long-term provisions', '6', '20.00', '15.00'],
  ['Current liabilities', ''],
  ['Short-term borrowings', '7', '400.00', '380.00'],
  ['Trade payables', '8', '250.00', '230.00'],
  ['Other current liabilities', '9', '60.00', '55.00'],
  ['Short-term provisions', '10', '40.00', '35.00'],
  ['TOTAL', '', '1,620.50', '1,545.00'],
  ['ASSETS', ''],
  ['Non-current assets', ''],
  ['Property, plant and equipment', '11', '700.00', '720.00'],
  ['Long-term loans and advances', '12', '30.00', '25.00'],
  ['Current assets', ''],
  ['Inventories', '13', '450.00', '400.00'],
  ['Trade receivables', '14', '330.00', '300.00'],
  ['Cash and cash equivalents', '15', '60.50', '50.00'],
  ['Short-term loans and advances', '16', '50.00', '50.00'],
  ['TOTAL', '', '1,620.50', '1,545.00'],
];

/** Schedule III Statement of Profit and Loss for the years ended 31 March 2024 and 2023 (₹ in lakhs). */
export const PROFIT_AND_LOSS: readonly StatementLine[] = [
  ['Revenue from operations', '17', '2,400.00', '2,100.00'],
  ['Other income', '18', '15.00', '12.00'],
  ['Total income', '', '2,415.00', '2,112.00'],
  ['Expenses', ''],
  ['Cost of materials consumed', '19', '1,500.00', '1,300.00'],
  ['Changes in inventories', '20', '(20.00)', '(15.00)'],
  ['Employee benefits expense', '21', '200.00', '180.00'],
  ['Finance costs', '22', '80.00', '75.00'],
  ['Depreciation and amortisation expense', '11', '60.00', '55.00'],
  ['Other expenses', '23', '300.00', '280.00'],
  ['Total expenses', '', '2,120.00', '1,875.00'],
  ['Profit before tax', '', '295.00', '237.00'],
  ['Tax expense', '', '75.00', '60.00'],
  ['Profit for the year', '', '220.00', '177.00'],
];

/** A note of the financial statements: its number, title and lines (label and amounts, current year first). */
export interface StatementNote {
  readonly number: string;
  readonly title: string;
  readonly lines: readonly (readonly [label: string, ...amounts: string[]])[];
}

/** Notes 9 and 13 of the Balance Sheet, adding up to its face lines (60.00 / 55.00 and 450.00 / 400.00). */
export const NOTES: readonly StatementNote[] = [
  {
    number: '9',
    title: 'Other current liabilities',
    lines: [
      ['Current maturities of long-term debt', '25.00', '20.00'],
      ['Statutory dues', '15.00', '15.00'],
      ['Advances from customers', '12.00', '10.00'],
      ['Creditors for expenses', '8.00', '10.00'],
      ['Total', '60.00', '55.00'],
    ],
  },
  {
    number: '13',
    title: 'Inventories',
    lines: [
      ['Raw materials', '200.00', '170.00'],
      ['Work-in-progress', '50.00', '40.00'],
      ['Finished goods', '200.00', '190.00'],
      ['Total', '450.00', '400.00'],
    ],
  },
];

/** How a statement is laid out. */
export interface Layout {
  /** Print the notes column. */
  readonly notes: boolean;
  /** How many year columns (1 or 2). */
  readonly years: 1 | 2;
  /** The unit heading, e.g. "(₹ in lakhs)" or "(Rs. in '000)". */
  readonly unit: string;
  /** The year the current column closes (31 March). */
  readonly year?: number;
}

export const TWO_YEARS_NOTES: Layout = { notes: true, years: 2, unit: '(₹ in lakhs)' };
export const ONE_YEAR_PLAIN: Layout = { notes: false, years: 1, unit: "(Rs. in '000)" };

const COMPANY = 'SHARMA CASTINGS PRIVATE LIMITED';
const require = createRequire(import.meta.url);
const RUPEE_FONT = require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff');

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  rupee: PDFFont;
}

/** Draws text that may hold "₹" (in a font that has it; the rest in Helvetica). */
function drawMixed(page: PDFPage, text: string, x: number, y: number, size: number, fonts: Fonts, font = fonts.regular): void {
  let at = x;
  for (const part of text.split(/(₹)/)) {
    if (part === '') {
      continue;
    }
    const f = part === '₹' ? fonts.rupee : font;
    page.drawText(part, { x: at, y, size, font: f });
    at += f.widthOfTextAtSize(part, size);
  }
}

/** The width of text, "₹" included. */
const widthOf = (text: string, size: number, fonts: Fonts): number =>
  text.split(/(₹)/).reduce((w, part) => w + (part === '₹' ? fonts.rupee : fonts.regular).widthOfTextAtSize(part, size), 0);

/** Draws one statement page: title, company, unit, column headings, lines with right-aligned amounts. */
function drawStatement(page: PDFPage, title: string, heading: (year: number) => string, lines: readonly StatementLine[], layout: Layout, fonts: Fonts): void {
  const year = layout.year ?? 2024;
  const size = 9;
  const right = layout.years === 2 ? [430, 530] : [530];
  page.drawText(COMPANY, { x: 50, y: 800, size: 12, font: fonts.bold });
  page.drawText(title, { x: 50, y: 782, size: 11, font: fonts.bold });
  drawMixed(page, layout.unit, 530 - widthOf(layout.unit, size, fonts), 764, size, fonts);
  page.drawText('Particulars', { x: 50, y: 744, size, font: fonts.bold });
  if (layout.notes) {
    page.drawText('Note No.', { x: 300, y: 744, size, font: fonts.bold });
  }
  right.forEach((r, i) => {
    const text = heading(year - i);
    page.drawText(text, { x: r - fonts.bold.widthOfTextAtSize(text, size), y: 744, size, font: fonts.bold });
  });
  let y = 724;
  for (const [label, note, ...amounts] of lines) {
    const bold = amounts.length === 0 || /^total/i.test(label);
    page.drawText(label, { x: amounts.length === 0 ? 50 : 60, y, size, font: bold ? fonts.bold : fonts.regular });
    if (layout.notes && note !== '') {
      page.drawText(note, { x: 310, y, size, font: fonts.regular });
    }
    amounts.slice(0, layout.years).forEach((a, i) => {
      page.drawText(a, { x: right[i]! - fonts.regular.widthOfTextAtSize(a, size), y, size, font: fonts.regular });
    });
    y -= 18;
  }
}

/** A page of prose (cover, auditor's report, notes): no statement. */
function drawProse(page: PDFPage, title: string, fonts: Fonts, n: number): void {
  page.drawText(title, { x: 50, y: 800, size: 11, font: fonts.bold });
  for (let i = 0; i < 30; i++) {
    page.drawText(`${n}.${i + 1} The company has followed the accounting policies described in note 2 consistently.`, {
      x: 50,
      y: 770 - i * 18,
      size: 9,
      font: fonts.regular,
    });
  }
}

/** A notes page: its title, the unit and year headings, then each note's heading ("13 Inventories") and lines. */
function drawNotes(page: PDFPage, notes: readonly StatementNote[], layout: Layout, fonts: Fonts): void {
  const year = layout.year ?? 2024;
  const lines = notes.flatMap((n): StatementLine[] => [
    [`${n.number} ${n.title}`, ''],
    ...n.lines.map(([label, ...amounts]): StatementLine => [label, '', ...amounts]),
  ]);
  drawStatement(
    page,
    'Notes forming part of the financial statements for the year ended 31 March 2024',
    (y) => `As at 31 March ${y}`,
    lines,
    { ...layout, notes: false, year },
    fonts,
  );
}

/**
 * A PDF of the audited statements: the Balance Sheet and the Statement of Profit and Loss in `layout`, after
 * `before` prose pages (cover, report) and followed by `after` prose notes pages, then a page of `notes` (tables).
 */
export async function auditedPdf(
  layout: Layout,
  options: { before?: number; after?: number; balanceSheet?: readonly StatementLine[]; notes?: readonly StatementNote[] } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    rupee: await doc.embedFont(readFileSync(RUPEE_FONT)),
  };
  for (let i = 0; i < (options.before ?? 0); i++) {
    drawProse(doc.addPage([595, 842]), i === 0 ? 'Independent Auditor’s Report' : 'Annexure to the Auditor’s Report', fonts, i + 1);
  }
  drawStatement(
    doc.addPage([595, 842]),
    'Balance Sheet as at 31 March 2024',
    (y) => `As at 31 March ${y}`,
    options.balanceSheet ?? BALANCE_SHEET,
    layout,
    fonts,
  );
  drawStatement(doc.addPage([595, 842]), 'Statement of Profit and Loss for the year ended 31 March 2024', (y) => `31.03.${y}`, PROFIT_AND_LOSS, layout, fonts);
  for (let i = 0; i < (options.after ?? 0); i++) {
    drawProse(doc.addPage([595, 842]), `Notes forming part of the financial statements (${i + 1})`, fonts, i + 3);
  }
  if (options.notes) {
    drawNotes(doc.addPage([595, 842]), options.notes, layout, fonts);
  }
  return Buffer.from(await doc.save());
}

/** The same document scanned: every page rasterised at `dpi` and put back as an image, with no text layer. */
export async function scannedPdf(pdf: Buffer, dpi = 200): Promise<Buffer> {
  const source = await openPdf(pdf);
  const doc = await PDFDocument.create();
  for (let n = 1; n <= source.numPages; n++) {
    const image = await doc.embedPng(await renderPng(source, n, dpi / 72));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  await source.loadingTask.destroy();
  return Buffer.from(await doc.save());
}
