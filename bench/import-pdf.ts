/**
 * Audited-PDF import benchmark (docs/benchmarks.md "Audited PDF import"):
 *
 * - a 20-page text PDF (4 report pages, the Balance Sheet, the Statement of Profit and Loss, 14 notes pages) read
 *   and mapped in process: pdfjs text with positions for every page → statement pages → grids → tables →
 *   proposal and the PDF's checks. Target < 3 s.
 * - OCR of the two statement pages scanned at 200 dpi: the worker's start (once per process, then kept warm), then per page the
 *   render (grey, 180 dpi) and tesseract's recognition. Target < 5 s a page.
 *
 * Run: `npx tsx bench/import-pdf.ts`.
 */
import { pdfChecks } from '../src/domain/import/pdf-checks';
import { holdsFigures, propose } from '../src/domain/import/proposal';
import { OCR_SCALE, ocrPage, ocrWorker } from '../src/server/import-pdf/ocr';
import { openPdf } from '../src/server/import-pdf/pdfjs';
import { readPdfTables } from '../src/server/import-pdf/read';
import { renderGrey } from '../src/server/import-pdf/render';
import { TWO_YEARS_NOTES, auditedPdf, scannedPdf } from '../src/server/testing/audited-pdfs';

const ctx = { targetExponent: 5, existing: () => undefined, remembered: new Map(), synonyms: new Map() };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => Math.round(x);

const text = await auditedPdf(TWO_YEARS_NOTES, { before: 4, after: 14 });
async function readAndMap(): Promise<number> {
  const tables = (await readPdfTables(text)).filter((t) => holdsFigures(t, ctx, 3));
  const proposal = propose(tables, ctx);
  pdfChecks(proposal, ctx);
  return proposal.lines.length;
}
const lines = await readAndMap();
const textRuns: number[] = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  await readAndMap();
  textRuns.push(performance.now() - t);
}
console.log(
  JSON.stringify({
    case: '20-page text PDF read and mapped',
    pages: 20,
    lines,
    medianMs: ms(median(textRuns)),
    minMs: ms(Math.min(...textRuns)),
    maxMs: ms(Math.max(...textRuns)),
    targetMs: 3000,
  }),
);

const scan = await scannedPdf(await auditedPdf(TWO_YEARS_NOTES));
const doc = await openPdf(scan);
let t = performance.now();
const worker = await ocrWorker();
const startMs = performance.now() - t;
// CPU time (every thread of the process: tesseract runs in a worker thread) beside wall time: this machine's two
// cores are shared, so wall time depends on the load; CPU time is what a page costs on an idle core.
const perPage: { page: number; renderMs: number; ocrMs: number; cpuMs: number; words: number }[] = [];
for (let round = 0; round < 2; round++) {
  for (let n = 1; n <= doc.numPages; n++) {
    t = performance.now();
    const cpu = process.cpuUsage();
    const grey = await renderGrey(doc, n, OCR_SCALE);
    const renderMs = performance.now() - t;
    t = performance.now();
    const page = await ocrPage(worker, grey, { page: n, width: 595, height: 842 }, OCR_SCALE);
    const used = process.cpuUsage(cpu);
    perPage.push({ page: n, renderMs: ms(renderMs), ocrMs: ms(performance.now() - t), cpuMs: ms((used.user + used.system) / 1000), words: page.words.length });
  }
}
await worker.terminate();
await doc.loadingTask.destroy();
const totals = perPage.map((p) => p.renderMs + p.ocrMs);
const cpus = perPage.map((p) => p.cpuMs);
console.log(
  JSON.stringify({
    case: 'OCR of a scanned statement page (200 dpi scan, rendered in grey at 180 dpi)',
    workerStartMs: ms(startMs),
    perPage,
    medianPageMs: median(totals),
    medianPageCpuMs: median(cpus),
    targetMs: 5000,
  }),
);
