import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { Box } from '../../domain/import/pdf-layout';
import { notFound } from '../errors';

/**
 * A PDF page drawn to a PNG with pdfjs on @napi-rs/canvas (a prebuilt binary from npm, no system libraries):
 * the review's crop of the line a figure came from (PNG), and the image a scanned page is read from by OCR (PGM).
 */

/** Pixels per point of a crop shown in the review (144 dpi: sharp on a high-density screen). */
export const CROP_SCALE = 2;
/** The margin around a crop's box, in points: the lines above and below give the figure its context. */
const CROP_MARGIN = 14;

/** The page `number` (from 1), or only `box` of it with a margin, as PNG at `scale` pixels per point; 404 for no such page. */
export async function renderPng(doc: PDFDocumentProxy, number: number, scale: number, box?: Box): Promise<Buffer> {
  return (await drawn(doc, number, scale, box)).encode('png');
}

/**
 * The page `number` as an 8-bit greyscale PGM at `scale` pixels per point: the image OCR reads. Tesseract reads
 * PNM as it is and works in grey anyway, so no PNG is compressed here and decompressed in its WebAssembly
 * (0.93× the CPU of a page read from a PNG, bench/ocr-tune.ts).
 */
export async function renderGrey(doc: PDFDocumentProxy, number: number, scale: number): Promise<Buffer> {
  const canvas = await drawn(doc, number, scale);
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  const pgm = Buffer.allocUnsafe(header.length + width * height);
  header.copy(pgm);
  // ITU-R BT.601 luma in integers: the weights sum to 256.
  for (let i = 0, j = header.length; i < rgba.length; i += 4, j++) {
    pgm[j] = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
  }
  return pgm;
}

/** The page `number` (or `box` of it with a margin) drawn on a white canvas at `scale` pixels per point. */
async function drawn(doc: PDFDocumentProxy, number: number, scale: number, box?: Box) {
  if (!Number.isInteger(number) || number < 1 || number > doc.numPages) {
    throw notFound(`The PDF has no page ${number}`);
  }
  const page = await doc.getPage(number);
  const full = page.getViewport({ scale });
  const [left, top, right, bottom] = box
    ? [
        Math.max(0, box[0] - CROP_MARGIN),
        Math.max(0, box[1] - CROP_MARGIN),
        Math.min(full.width / scale, box[2] + CROP_MARGIN),
        Math.min(full.height / scale, box[3] + CROP_MARGIN),
      ]
    : [0, 0, full.width / scale, full.height / scale];
  const width = Math.max(1, Math.ceil((right - left) * scale));
  const height = Math.max(1, Math.ceil((bottom - top) * scale));
  const viewport = page.getViewport({ scale, offsetX: -left * scale, offsetY: -top * scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  page.cleanup();
  return canvas;
}
