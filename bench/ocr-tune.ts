/**
 * OCR tuning benchmark (docs/benchmarks.md "Audited PDF import", OCR tuning): the scanned statement pages read by
 * variants of render scale and tesseract's page segmentation mode, interleaved round by round with the shipped
 * settings as the anchor (216 dpi, sparse text), so the machine's load hits every variant alike. Each variant's
 * accuracy is checked on the fixtures: every amount of both statements read exactly, and every label.
 *
 * Run: `npx tsx bench/ocr-tune.ts` (BENCH_ROUNDS, default 2).
 */
import { readTable } from '../src/domain/import/layout';
import { pageGrid } from '../src/domain/import/pdf-layout';
import { ocrPage, ocrWorker } from '../src/server/import-pdf/ocr';
import { openPdf } from '../src/server/import-pdf/pdfjs';
import { renderPng } from '../src/server/import-pdf/render';
import { BALANCE_SHEET, PROFIT_AND_LOSS, TWO_YEARS_NOTES, auditedPdf, scannedPdf } from '../src/server/testing/audited-pdfs';

interface Variant {
  readonly name: string;
  readonly scale: number;
  /** tesseract's tessedit_pageseg_mode: 11 sparse text (shipped), 6 a single uniform block, 3 automatic. */
  readonly psm: string;
}
const VARIANTS: readonly Variant[] = [
  { name: 'anchor: 216 dpi, sparse text (shipped)', scale: 3, psm: '11' },
  { name: '180 dpi, sparse text', scale: 2.5, psm: '11' },
  { name: '144 dpi, sparse text', scale: 2, psm: '11' },
  { name: '216 dpi, single block', scale: 3, psm: '6' },
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const expected = [BALANCE_SHEET, PROFIT_AND_LOSS].map((lines) => lines.map(([label, , ...amounts]) => [label, ...amounts].join('|')));

const doc = await openPdf(await scannedPdf(await auditedPdf(TWO_YEARS_NOTES)));
const worker = await ocrWorker();
const results = new Map(VARIANTS.map((v) => [v.name, { wall: [] as number[], cpu: [] as number[], exact: true, wrong: [] as string[] }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const v of VARIANTS) {
    await worker.setParameters({ tessedit_pageseg_mode: v.psm as never });
    const r = results.get(v.name)!;
    for (let n = 1; n <= doc.numPages; n++) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      const page = await ocrPage(worker, await renderPng(doc, n, v.scale), { page: n, width: 595, height: 842 }, v.scale);
      const used = process.cpuUsage(cpu);
      r.wall.push(performance.now() - t);
      r.cpu.push((used.user + used.system) / 1000);
      const table = readTable(pageGrid(page).grid);
      const read = (table?.lines ?? []).map((l) =>
        [l.label.replace(/’/g, "'"), ...table!.years.flatMap((y) => (l.raw[y.column] === undefined ? [] : [l.raw[y.column]!]))].join('|'),
      );
      const missed = expected[n - 1]!.filter((line) => !read.includes(line));
      if (missed.length > 0) {
        r.exact = false;
        r.wrong.push(...missed.slice(0, 3).map((m) => `p${n}: ${m}`));
      }
    }
  }
}
await worker.terminate();
await doc.loadingTask.destroy();
const anchor = results.get(VARIANTS[0]!.name)!;
for (const v of VARIANTS) {
  const r = results.get(v.name)!;
  console.log(
    JSON.stringify({
      variant: v.name,
      medianPageMs: Math.round(median(r.wall)),
      medianPageCpuMs: Math.round(median(r.cpu)),
      vsAnchorCpu: +(median(r.cpu) / median(anchor.cpu)).toFixed(2),
      everyLineExact: r.exact,
      wrong: [...new Set(r.wrong)].slice(0, 4),
    }),
  );
}
