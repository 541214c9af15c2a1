import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { PdfPage, PdfWord } from '../../domain/import/pdf-layout';

/**
 * OCR of a scanned page, offline (docs/import.md "Scans"): tesseract.js 7 runs its WebAssembly core in a
 * worker thread, the core from tesseract.js-core and the English LSTM model (`4.0.0_best_int`) from
 * @tesseract.js-data/eng, both in node_modules — no URL is ever fetched, and nothing is cached to disk.
 * Its word boxes (pixels of the rendered page) become words in points, grouped as a text layer's are.
 *
 * One worker serves the process: started by the first scanned page, kept warm for the next import, and
 * terminated once no page has been read for {@link OCR_IDLE_MS} (its core and model take ≈ 75 MB once started).
 */

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/**
 * Pixels per point a scanned page is rendered at for OCR: 180 dpi, 0.89× the CPU of 216 dpi with every label and
 * amount of the fixtures still exact (bench/ocr-tune.ts); 144 dpi was exact too at 0.73×, but leaves 9 pt digits
 * 12 px high, too few for a real, noisier scan.
 */
export const OCR_SCALE = 2.5;

/**
 * How long the warm worker outlives its last page: an analyst who cancels and picks the right file, or imports
 * the next year's statements, does so within a couple of minutes and finds it started (1.5–3 s saved).
 */
export const OCR_IDLE_MS = 120_000;

/**
 * Sparse text: a statement is a table of short runs (labels, figures), not paragraphs. (Turning off tesseract's
 * pass for white-on-black lines saved no measurable CPU on the fixtures, bench/ocr-tune.ts: it is kept.) The
 * image's resolution is the one it was rendered at: a PGM carries none, and tesseract guessed one and said so
 * ("Estimating resolution as 208") in the server's log for every page.
 */
const PARAMETERS = { tessedit_pageseg_mode: '11', user_defined_dpi: String(OCR_SCALE * 72) } as const;

/** A new tesseract worker with the English model, loaded from node_modules, set for statement pages. */
export async function ocrWorker(): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  await worker.setParameters(PARAMETERS as never);
  return worker;
}

/** The words OCR finds on a page image (PGM or PNG) rendered at `scale` pixels per point, as a page of words in points. */
export async function ocrPage(worker: Worker, image: Buffer, page: { page: number; width: number; height: number }, scale: number): Promise<PdfPage> {
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
  const words: PdfWord[] = (data.blocks ?? []).flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.flatMap((l) =>
        l.words.map((w) => ({ text: w.text, box: [w.bbox.x0 / scale, w.bbox.y0 / scale, w.bbox.x1 / scale, w.bbox.y1 / scale] as PdfWord['box'] })),
      ),
    ),
  );
  return { ...page, words };
}

/** An import's use of the warm worker. */
export interface OcrLease {
  /** The worker, once started (at once when warm). */
  readonly worker: Promise<Worker>;
  /**
   * The import is done with it. `stop` (a cancel, or a failed read) terminates it at once unless another import
   * is reading with it; otherwise it stays warm for {@link OCR_IDLE_MS}.
   */
  release(stop?: boolean): void;
}

interface Warm {
  readonly worker: Promise<Worker>;
  users: number;
  idle: NodeJS.Timeout | undefined;
}
let warm: Warm | null = null;

function terminate(w: Warm): void {
  if (warm === w) {
    warm = null;
  }
  clearTimeout(w.idle);
  w.worker.then(
    (worker) => void worker.terminate(),
    () => undefined,
  );
}

/** The warm worker for one import, started now if there is none (or it failed to start). */
export function leaseOcrWorker(): OcrLease {
  if (warm === null) {
    const w: Warm = { worker: ocrWorker(), users: 0, idle: undefined };
    w.worker.catch(() => terminate(w));
    warm = w;
  }
  const w = warm;
  clearTimeout(w.idle);
  w.users++;
  let released = false;
  return {
    worker: w.worker,
    release(stop = false) {
      if (released) {
        return;
      }
      released = true;
      if (--w.users > 0) {
        return;
      }
      if (stop) {
        terminate(w);
      } else {
        // The worker's thread keeps a process alive until then: a script ends with stopOcrWorker().
        w.idle = setTimeout(() => w.users === 0 && terminate(w), OCR_IDLE_MS);
      }
    },
  };
}

/** Terminates the warm worker now (a script's end, a test's). */
export function stopOcrWorker(): void {
  if (warm !== null) {
    terminate(warm);
  }
}
