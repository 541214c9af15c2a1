import type { SourceTable } from '../../domain/import/layout';
import { readTable } from '../../domain/import/layout';
import type { Box, PdfPage } from '../../domain/import/pdf-layout';
import { pageGrid, statementOfPage } from '../../domain/import/pdf-layout';
import { noteTables } from '../../domain/import/pdf-notes';
import { AppError } from '../errors';
import type { OcrLease } from './ocr';
import { leaseOcrWorker, OCR_SCALE, ocrPage } from './ocr';
import { openPdf, textOfPage } from './pdfjs';
import { renderGrey } from './render';

/** How far a read has got: page `page` of `pages` is being read (by OCR when `ocr`). */
export interface ReadProgress {
  readonly page: number;
  readonly pages: number;
  readonly ocr: boolean;
}

/** A page with fewer words in its text layer is a scan (or an image of one), read by OCR. */
const MIN_TEXT_WORDS = 5;
/** The most scanned pages one import reads by OCR (each takes seconds): a whole scanned annual report is too many. */
export const MAX_OCR_PAGES = 20;

/**
 * An audited PDF read into source tables (docs/import.md "Audited PDFs"): every page's text with positions, the
 * Balance Sheet and Statement of Profit and Loss pages found by their titles, each read as a grid, the notes
 * pages' notes as tables of their own (`note`), and every line keeping its page and box. 400 with the reason, before anything is stored, for a damaged or encrypted
 * PDF or one with no statement page. A page without a text layer is rendered and read by OCR; `signal` cancels
 * (the client went away): the OCR worker is stopped at once. `onPage` hears of each page as its read starts.
 */
export async function readPdfTables(bytes: Uint8Array, signal?: AbortSignal, onPage?: (progress: ReadProgress) => Promise<void>): Promise<SourceTable[]> {
  const doc = await openPdf(bytes);
  let lease: OcrLease | null = null;
  // A cancel stops the warm worker at once, unless another import is reading with it.
  const stop = () => lease?.release(true);
  signal?.addEventListener('abort', stop);
  /** A page's text and, for a scan, its image; the first scan asks for the worker, so it starts while pdfjs renders. */
  const read = (number: number): PageRead => {
    const text = textOfPage(doc, number);
    const image = text.then((page) => {
      if (page.words.length >= MIN_TEXT_WORDS) {
        return null;
      }
      lease ??= leaseOcrWorker();
      return renderGrey(doc, number, OCR_SCALE);
    });
    // A page read ahead and then not wanted (a cancel, a refusal) fails nobody.
    image.catch(() => undefined);
    return { number, text, image };
  };
  try {
    const tables: SourceTable[] = [];
    const notes: SourceTable[] = [];
    let scanned = 0;
    let ahead: PageRead | null = null;
    for (let number = 1; number <= doc.numPages; number++) {
      // A cancel between pages stops the read there: nothing is drafted.
      signal?.throwIfAborted();
      const { text, image }: PageRead = ahead?.number === number ? ahead : read(number);
      ahead = null;
      let page = await text;
      const ocr = page.words.length < MIN_TEXT_WORDS;
      await onPage?.({ page: number, pages: doc.numPages, ocr });
      if (ocr) {
        if (++scanned > MAX_OCR_PAGES) {
          throw new AppError(413, 'too_large', `The PDF has more than ${MAX_OCR_PAGES} scanned pages: import the statement pages alone`);
        }
        const [worker, grey] = await untilAborted(Promise.all([lease!.worker, image]), signal);
        // The next page is rendered while this one is recognised (tesseract has a thread of its own).
        ahead = number < doc.numPages ? read(number + 1) : null;
        // A worker stopped by a cancel must not be asked to read: tesseract.js throws outside the job's promise.
        signal?.throwIfAborted();
        page = await untilAborted(ocrPage(worker, grey!, page, OCR_SCALE), signal);
      }
      const { grid, rowBoxes } = pageGrid(page);
      const boxes = rowBoxes.map(rounded);
      if (statementOfPage(page) === null) {
        // Notes pages: each note a table, to split the face line that refers to it.
        notes.push(...noteTables(grid, boxes, number));
        continue;
      }
      const table = readTable(grid);
      if (table) {
        tables.push({ ...table, lines: table.lines.map((l) => ({ ...l, page: number, bbox: boxes[l.row]! })) });
      }
    }
    if (tables.length === 0) {
      throw new AppError(
        400,
        'no_statements',
        `No page of the PDF is a Balance Sheet or a Statement of Profit and Loss with a row of years (${doc.numPages} pages read)`,
      );
    }
    return [...tables, ...notes];
  } catch (e) {
    // A cancel stops the OCR worker mid-page: its error is the cancel's.
    throw signal?.aborted ? new AppError(400, 'bad_request', 'The import was cancelled') : e;
  } finally {
    signal?.removeEventListener('abort', stop);
    // Kept warm for the next import (after a cancel it is already stopped).
    (lease as OcrLease | null)?.release();
    await doc.loadingTask.destroy();
  }
}

/** A page being read: its text layer, then (a scan) its image for OCR, or null. */
interface PageRead {
  readonly number: number;
  readonly text: Promise<PdfPage>;
  readonly image: Promise<Buffer | null>;
}

/**
 * `work`'s outcome, or the abort's as soon as `signal` aborts: a tesseract.js job whose worker a cancel terminated
 * never settles, and the read must end with the cancel, not wait for ever.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) {
    return work;
  }
  // After a cancel the job's own failure, if it ever comes, is the cancel's.
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) {
      return abort();
    }
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A box to a tenth of a point: enough for a crop, and a small draft. */
const rounded = (b: Box): Box => b.map((v) => Math.round(v * 10) / 10) as Box;
