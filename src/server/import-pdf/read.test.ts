import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SourceLine, SourceTable } from '../../domain/import/layout';
import type { Layout, StatementLine } from '../testing/audited-pdfs';
import { BALANCE_SHEET, ONE_YEAR_PLAIN, PROFIT_AND_LOSS, TWO_YEARS_NOTES, auditedPdf, scannedPdf } from '../testing/audited-pdfs';
import { leaseOcrWorker, OCR_IDLE_MS, ocrPage, stopOcrWorker } from './ocr';
import { openPdf } from './pdfjs';
import type { ReadProgress } from './read';
import { readPdfTables } from './read';
import { renderGrey } from './render';

/** The lines of a table as [label, amounts by year column as printed], the way the fixture lists them. */
const printed = (table: SourceTable): [string, ...string[]][] =>
  table.lines.map((l: SourceLine) => [l.label, ...table.years.flatMap((y) => (l.raw[y.column] === undefined ? [] : [l.raw[y.column]!]))]);
const expected = (lines: readonly StatementLine[], layout: Layout): [string, ...string[]][] =>
  lines.map(([label, , ...amounts]) => [label, ...amounts.slice(0, layout.years)]);

describe('audited PDF reading', () => {
  it.each([
    ['two years with a notes column, ₹ in lakhs', TWO_YEARS_NOTES, 'lakhs'],
    ["one year without notes, Rs. in '000", ONE_YEAR_PLAIN, 'thousands'],
  ] as const)('groups a text PDF (%s) into its lines and year columns, every amount and box kept', async (_name, layout, unit) => {
    const tables = await readPdfTables(await auditedPdf(layout, { before: 1, after: 2 }));
    expect(tables.map((t) => t.sheet)).toEqual(['Page 2', 'Page 3']);
    const [bs, pl] = tables as [SourceTable, SourceTable];
    expect(bs.unit?.name).toBe(unit);
    expect(bs.years.map((y) => y.year)).toEqual(layout.years === 2 ? [2024, 2023] : [2024]);
    expect(bs.skippedColumns.map((c) => c.reason)).toEqual(layout.notes ? ['note references'] : []);
    expect(printed(bs)).toEqual(expected(BALANCE_SHEET, layout));
    expect(printed(pl)).toEqual(expected(PROFIT_AND_LOSS, layout));
    // "(20.00)" is a negative; "2,400.00" loses its grouping.
    const changes = pl.lines.find((l) => l.label === 'Changes in inventories')!;
    expect(Object.values(changes.amounts)).toEqual(layout.years === 2 ? ['-20.00', '-15.00'] : ['-20.00']);
    // Lines are 18 pt apart from y = 842 − 724 on the page; a line's box holds its 9 pt text.
    const capital = bs.lines.find((l) => l.label === 'Share capital')!;
    expect(capital.page).toBe(2);
    expect(capital.bbox![1]).toBeGreaterThan(842 - 724 + 2 * 18 - 9);
    expect(capital.bbox![3]).toBeLessThan(842 - 724 + 2 * 18 + 3);
  });

  it('reports each page as its read starts, and a cancel between pages stops the read with nothing returned', async () => {
    const pdf = await auditedPdf(TWO_YEARS_NOTES, { before: 1, after: 1 });
    const seen: ReadProgress[] = [];
    await readPdfTables(pdf, undefined, async (p) => void seen.push(p));
    expect(seen).toEqual([1, 2, 3, 4].map((page) => ({ page, pages: 4, ocr: false })));
    const cancel = new AbortController();
    const stopped = readPdfTables(pdf, cancel.signal, async (p) => (p.page === 2 ? cancel.abort() : undefined));
    await expect(stopped).rejects.toMatchObject({ statusCode: 400, message: 'The import was cancelled' });
  });

  it('a cancel while a scanned page is read ends the read within a second, whenever it comes', async () => {
    const pdf = await scannedPdf(await auditedPdf(TWO_YEARS_NOTES, { after: 1 }));
    // Before the worker is up, while the page renders or is recognised, and between pages.
    for (const delay of [0, 400, 1500, 3000]) {
      const cancel = new AbortController();
      let abortedAt = 0;
      const started = (p: ReadProgress) => {
        if (p.page === 1) {
          setTimeout(() => ((abortedAt = performance.now()), cancel.abort()), delay);
        }
        return Promise.resolve();
      };
      await expect(readPdfTables(pdf, cancel.signal, started)).rejects.toMatchObject({ statusCode: 400, message: 'The import was cancelled' });
      expect(performance.now() - abortedAt, `cancelled after ${delay} ms`).toBeLessThan(1000);
    }
  }, 120_000);

  it('reads a scanned page by OCR, offline, with every label and amount exact', async () => {
    const tables = await readPdfTables(await scannedPdf(await auditedPdf(TWO_YEARS_NOTES, { after: 1 })));
    expect(tables.map((t) => t.sheet)).toEqual(['Page 1', 'Page 2']);
    const [bs, pl] = tables as [SourceTable, SourceTable];
    expect(bs.years.map((y) => y.year)).toEqual([2024, 2023]);
    expect(bs.unit?.name).toBe('lakhs');
    const amounts = (t: SourceTable) => printed(t).map(([, ...a]) => a);
    expect(amounts(bs)).toEqual(expected(BALANCE_SHEET, TWO_YEARS_NOTES).map(([, ...a]) => a));
    expect(amounts(pl)).toEqual(expected(PROFIT_AND_LOSS, TWO_YEARS_NOTES).map(([, ...a]) => a));
    // OCR reads the straight apostrophe as a typographic one; the matcher folds punctuation.
    expect(printed(bs).map(([label]) => label.replace(/’/g, "'"))).toEqual(BALANCE_SHEET.map(([label]) => label));
  }, 120_000);

  it('keeps one OCR worker warm across imports, stops it on a cancel no other import shares, and after it idles', async () => {
    const first = leaseOcrWorker();
    const worker = await first.worker;
    first.release();
    // The next import finds it started.
    const second = leaseOcrWorker();
    expect(await second.worker).toBe(worker);
    // Two imports at once: one's cancel leaves the other's worker reading.
    const third = leaseOcrWorker();
    second.release(true);
    const doc = await openPdf(await scannedPdf(await auditedPdf(TWO_YEARS_NOTES)));
    const page = await ocrPage(await third.worker, await renderGrey(doc, 1, 2.5), { page: 1, width: 595, height: 842 }, 2.5);
    await doc.loadingTask.destroy();
    expect(page.words.map((w) => w.text)).toContain('1,620.50');
    // A cancel by the only import stops it: the next import starts another.
    third.release(true);
    const fourth = leaseOcrWorker();
    const next = await fourth.worker;
    expect(next).not.toBe(worker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fourth.release();
      vi.advanceTimersByTime(OCR_IDLE_MS - 1);
      const fifth = leaseOcrWorker();
      expect(await fifth.worker).toBe(next);
      fifth.release();
      vi.advanceTimersByTime(OCR_IDLE_MS);
      const sixth = leaseOcrWorker();
      expect(sixth.worker).not.toBe(fifth.worker);
      sixth.release(true);
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);
});

afterAll(stopOcrWorker);
