/**
 * Import mapping benchmark (docs/benchmarks.md "Import mapping"):
 *
 * - the mapping counts on the test sources (auto-right, auto-wrong, review-right, manual, skipped);
 * - a 6-year, 150-line workbook (the CA's Form II and III and a sheet of 68 detail lines) read and mapped in
 *   process (exceljs → tables → proposal), and drafted over HTTP (POST /api/analyses/{id}/imports/ on an in-memory
 *   PGlite: body parsing, reading, mapping, storing the draft, the JSON answer).
 *
 * Run: `npx tsx bench/import-mapping.ts`.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { LABEL_DICTIONARY } from '../src/domain/import/dictionary';
import { readTable, tsvGrid } from '../src/domain/import/layout';
import type { SourceGrid, SourceTable } from '../src/domain/import/layout';
import { holdsFigures, propose } from '../src/domain/import/proposal';
import type { SampleLine } from '../src/domain/import/sample-sources.fixture';
import { BANK_INPUT_SHEET, CA_FORM_II, CA_FORM_III, bankSheet, caSheet, mappingCounts, pastedTsv } from '../src/domain/import/sample-sources.fixture';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/database';
import { readWorkbook } from '../src/server/import/workbook';
import { xlsxOf } from '../src/server/testing/workbooks';

const ctx = { targetExponent: 5, existing: () => undefined, remembered: new Map(), synonyms: new Map() };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function counts(name: string, grids: SourceGrid[], expected: readonly SampleLine[]) {
  const tables = grids.map((g) => readTable(g)!);
  return { source: name, lines: expected.length, ...mappingCounts(propose(tables, ctx).lines, expected) };
}

const mapping = [
  counts(
    "CA's Form II + III (xlsx shape)",
    [caSheet('Form II', 'CMA FORM II', CA_FORM_II), caSheet('Form III', 'CMA FORM III', CA_FORM_III)],
    [...CA_FORM_II, ...CA_FORM_III],
  ),
  counts('Bank input sheet (₹ crores)', [bankSheet()], BANK_INPUT_SHEET),
  counts('Pasted Form II block', [tsvGrid(pastedTsv(CA_FORM_II))], CA_FORM_II),
];

// 68 detail lines: the second label of dictionary rows, figures rising by year.
const details: SampleLine[] = LABEL_DICTIONARY.slice(0, 68).map((e, k) => [e.labels[1] ?? e.labels[0]!, e.row, (i: number) => 10 + k + i]);
const grids = [caSheet('Form II', 'CMA FORM II', CA_FORM_II), caSheet('Form III', 'CMA FORM III', CA_FORM_III), caSheet('Details', 'DETAILS', details)];
const lines = grids.reduce((n, g) => n + readTable(g)!.lines.length, 0);
const workbook = await xlsxOf(grids);

async function mapInProcess(): Promise<SourceTable[]> {
  const tables = (await readWorkbook('xlsx', workbook)).flatMap((g) => readTable(g) ?? []).filter((t) => holdsFigures(t, ctx, 3));
  propose(tables, ctx);
  return tables;
}
await mapInProcess();
const inProcess: number[] = [];
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  await mapInProcess();
  inProcess.push(performance.now() - t);
}

const pglite = new PGlite();
const db = await openDatabase({ kind: 'memory', loadDataDir: await pglite.dumpDataDir('none') });
await pglite.close();
const app = await buildApp({ db, jwtSecret: randomBytes(32).toString('hex') });
const password = 'correct horse battery';
await app.inject({ method: 'POST', url: '/api/register/', payload: { username: 'bench', email: 'bench@example.com', password, password2: password } });
const { access } = (await app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'bench', password } })).json<{ access: string }>();
const auth = { authorization: `Bearer ${access}` };
const userId = (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id;
const { id } = (
  await app.inject({
    method: 'POST',
    url: `/api/create_token/${userId}/`,
    headers: auth,
    payload: { num_companies: 1, company_names: ['Bench Co'], year: 2025, years_before: 5 },
  })
).json<{ id: number }>();
const http: number[] = [];
let answer = 0;
for (let i = 0; i < 6; i++) {
  const t = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: `/api/analyses/${id}/imports/`,
    headers: { ...auth, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    payload: workbook,
  });
  if (i > 0) {
    http.push(performance.now() - t);
  }
  answer = res.body.length;
}
await app.close();
await db.destroy();

console.log(
  JSON.stringify(
    {
      mapping,
      workbook: { sheets: grids.length, lines, years: 6, bytes: workbook.length },
      inProcessMs: { median: Math.round(median(inProcess)), max: Math.round(Math.max(...inProcess)) },
      httpDraftMs: { median: Math.round(median(http)), max: Math.round(Math.max(...http)), answerBytes: answer },
    },
    null,
    2,
  ),
);
