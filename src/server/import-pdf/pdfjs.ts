import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { PdfPage, PdfWord } from '../../domain/import/pdf-layout';
import { AppError } from '../errors';

/**
 * pdfjs-dist on the server (docs/import.md "Audited PDFs"): opening a PDF, refused with the reason when it is
 * damaged or encrypted (400, before anything is stored), and each page's text items as words with their boxes
 * in PDF points from the page's top-left. Loaded on first use; its standard fonts come from node_modules.
 */

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

/** The most pages a PDF may have: an audited annual report runs to 60–150 pages. */
export const MAX_PDF_PAGES = 300;

const loadPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

/** Opens a PDF; 400 `encrypted_pdf` for a password-protected one, 400 `unreadable_pdf` for anything not a PDF. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > MAX_PDF_PAGES) {
      await task.destroy();
      throw new AppError(413, 'too_large', `The PDF has ${doc.numPages} pages; an import reads at most ${MAX_PDF_PAGES}`);
    }
    return doc;
  } catch (e) {
    if (e instanceof AppError) {
      throw e;
    }
    await task.destroy();
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new AppError(400, 'encrypted_pdf', 'The PDF is protected with a password; save or print a copy without it and import that');
    }
    throw new AppError(400, 'unreadable_pdf', 'The file is not a PDF, or it is damaged');
  }
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** The words of a page's text layer with their boxes; a scanned page has none. */
export async function textOfPage(doc: PDFDocumentProxy, number: number): Promise<PdfPage> {
  const page = await doc.getPage(number);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: PdfWord[] = [];
  for (const item of content.items as TextItem[]) {
    if (!('str' in item) || item.str.trim() === '') {
      continue;
    }
    // The item's baseline in viewport space (y down); its height is the font size along the y axis.
    const [x, y] = viewport.convertToViewportPoint(item.transform[4]!, item.transform[5]!) as [number, number];
    const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height;
    words.push({ text: item.str, box: [x, y - size * 0.8, x + item.width, y + size * 0.2] });
  }
  page.cleanup();
  return { page: number, width: viewport.width, height: viewport.height, words };
}
