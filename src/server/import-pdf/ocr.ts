import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { PdfPage, PdfWord } from '../../domain/import/pdf-layout';

/**
 * OCR of a scanned page, offline (docs/import.md "Scans"): tesseract.js 7 runs its WebAssembly core in a
 * worker thread, the core from tesseract.js-core and the English LSTM model (`4.0.0_best_int`) from
 * @tesseract.js-data/eng, both in node_modules — no URL is ever fetched, and nothing is cached to disk.
 * Its word boxes (pixels of the rendered page) become words in points, grouped as a text layer's are.
 */

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * Pixels per point a scanned page is rendered at for OCR: 180 dpi, 0.89× the CPU of 216 dpi with every label and
 * amount of the fixtures still exact (bench/ocr-tune.ts); 144 dpi was exact too at 0.73×, but leaves 9 pt digits
 * 12 px high, too few for a real, noisier scan.
 */
export const OCR_SCALE = 2.5;

/** A tesseract worker with the English model, loaded from node_modules; the caller terminates it. */
export async function ocrWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  // Sparse text: a statement is a table of short runs (labels, figures), not paragraphs.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  return worker;
}

/** The words OCR finds on a page image rendered at `scale` pixels per point, as a page of words in points. */
export async function ocrPage(worker: Worker, png: Buffer, page: { page: number; width: number; height: number }, scale: number): Promise<PdfPage> {
  const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
  const words: PdfWord[] = (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.flatMap((l) =>
        l.words.map((w) => ({ text: w.text, box: [w.bbox.x0 / scale, w.bbox.y0 / scale, w.bbox.x1 / scale, w.bbox.y1 / scale] as PdfWord['box'] })),
      ),
    ),
  );
  return { ...page, words };
}
