/**
 * OCR tuning benchmark (docs/benchmarks.md "Audited PDF import", OCR tuning). Two parts, each interleaved round
 * by round with its anchor so the machine's load hits every variant alike:
 *
 * 1. A page: the scanned statement pages rendered and recognised by one worker, in variants of the image given to
 *    tesseract (PNG or greyscale PGM) and its invert pass, against the settings shipped before (PNG, 180 dpi,
 *    sparse text, invert pass on). Each variant's accuracy is checked: every label and amount of both statements.
 * 2. An import: the whole read of the two-page scan (`readPdfTables`, wall time from the request to the tables),
 *    with a worker started for the import (the anchor: as before, one worker per import) or the process's warm one.
 *
 * Run: `npx tsx bench/ocr-tune.ts` (BENCH_ROUNDS, default 2).
 */
import { loadavg } from 'node:os';
import { readTable } from '../src/domain/import/layout';
import { pageGrid } from '../src/domain/import/pdf-layout';
import { OCR_SCALE, ocrPage, ocrWorker, stopOcrWorker } from '../src/server/import-pdf/ocr';
import { openPdf } from '../src/server/import-pdf/pdfjs';
import { readPdfTables } from '../src/server/import-pdf/read';
import { renderGrey, renderPng } from '../src/server/import-pdf/render';
import { BALANCE_SHEET, PROFIT_AND_LOSS, TWO_YEARS_NOTES, auditedPdf, scannedPdf } from '../src/server/testing/audited-pdfs';

interface Variant {
  readonly name: string;
  readonly image: 'png' | 'pgm';
  /** tesseract's tessedit_do_invert: '1' also reads each line as white on black. */
  readonly invert: '0' | '1';
}
const VARIANTS: readonly Variant[] = [
  { name: 'anchor: PNG, invert pass (shipped before)', image: 'png', invert: '1' },
  { name: 'PNG, no invert pass', image: 'png', invert: '0' },
  { name: 'greyscale PGM, invert pass (shipped)', image: 'pgm', invert: '1' },
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const expected = [BALANCE_SHEET, PROFIT_AND_LOSS].map((lines) => lines.map(([label, , ...amounts]) => [label, ...amounts].join('|')));
const load = () => loadavg()[0]!.toFixed(1);
console.log(JSON.stringify({ loadAverageAtStart: load() }));

const scan = await scannedPdf(await auditedPdf(TWO_YEARS_NOTES));
const doc = await openPdf(scan);
const worker = await ocrWorker();
const results = new Map(VARIANTS.map((v) => [v.name, { wall: [] as number[], cpu: [] as number[], exact: true, wrong: [] as string[] }]));
for (let round = 0; round < ROUNDS; round++) {
  for (const v of VARIANTS) {
    await worker.setParameters({ tessedit_do_invert: v.invert } as never);
    const r = results.get(v.name)!;
    for (let n = 1; n <= doc.numPages; n++) {
      const t = performance.now();
      const cpu = process.cpuUsage();
      const image = v.image === 'png' ? await renderPng(doc, n, OCR_SCALE) : await renderGrey(doc, n, OCR_SCALE);
      const page = await ocrPage(worker, image, { page: n, width: 595, height: 842 }, OCR_SCALE);
      r.cpu.push(cpuMs(process.cpuUsage(cpu)));
      r.wall.push(performance.now() - t);
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

// 2. The whole read of the two-page scan: a worker started for it (anchor), or the warm one.
const imports = { cold: [] as number[], warm: [] as number[], coldCpu: [] as number[], warmCpu: [] as number[] };
await readPdfTables(scan); // the warm worker's first start, not timed
for (let round = 0; round < ROUNDS + 1; round++) {
  for (const mode of ['cold', 'warm'] as const) {
    if (mode === 'cold') {
      stopOcrWorker();
    }
    const t = performance.now();
    const cpu = process.cpuUsage();
    await readPdfTables(scan);
    imports[`${mode}Cpu`].push(cpuMs(process.cpuUsage(cpu)));
    imports[mode].push(performance.now() - t);
  }
}
stopOcrWorker();
for (const mode of ['cold', 'warm'] as const) {
  console.log(
    JSON.stringify({
      import: mode === 'cold' ? 'anchor: a worker started for the import' : 'the warm worker (shipped)',
      medianImportMs: Math.round(median(imports[mode])),
      medianPerPageMs: Math.round(median(imports[mode]) / 2),
      medianImportCpuMs: Math.round(median(imports[`${mode}Cpu`])),
      runs: imports[mode].map(Math.round),
    }),
  );
}
console.log(JSON.stringify({ loadAverageAtEnd: load() }));
