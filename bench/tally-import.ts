/**
 * Tally import benchmark (docs/benchmarks.md "Tally import"): a 500-ledger Trial Balance (UTF-16LE, as Tally
 * saves it) with its masters and Stock Summary, read (decode, strip, validate, parse), mapped and reconciled in
 * process, against an anchor run in the same rounds: the workbook proposal of the CA's Form II + III (82 lines).
 *
 * Run: `npx tsx bench/tally-import.ts` (BENCH_ROUNDS rounds, default 5, of 10 runs each).
 */
import { readTable } from '../src/domain/import/layout';
import { propose } from '../src/domain/import/proposal';
import { CA_FORM_II, CA_FORM_III, caSheet } from '../src/domain/import/sample-sources.fixture';
import { proposeTally } from '../src/domain/import/tally/proposal';
import { SAMPLE_GROUPS, SAMPLE_STOCK, utf16le } from '../src/domain/import/tally/sample-books.fixture';
import { readTallyFiles } from '../src/server/import/tally-xml';

const ctx = { targetExponent: 0, existing: () => undefined, remembered: new Map(), synonyms: new Map() };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const esc = (s: string) => s.replace(/&/g, '&amp;');

// 500 ledgers over the sample's groups: parties, expenses, banks, assets; a capital ledger balances the TB.
const spread: [string, number, number][] = [
  ['East Drs', 180, 1],
  ['Sundry Creditors', 150, -1],
  ['Indirect Expenses', 60, 1],
  ['Factory Expenses', 40, 1],
  ['Bank Accounts', 10, 1],
  ['Fixed Assets', 20, 1],
  ['Sales Accounts', 8, -1],
  ['Purchase Accounts', 6, 1],
  ['Duties & Taxes', 10, -1],
  ['Indirect Incomes', 10, -1],
  ['Secured Loans', 3, -1],
  ['Unsecured Loans', 2, -1],
];
const ledgers: [string, string, number][] = [];
let sum = 0;
for (const [group, n, sign] of spread) {
  for (let i = 0; i < n; i++) {
    const amount = sign * (1000 + ((ledgers.length * 7919) % 90000));
    ledgers.push([`${group} ledger ${i + 1}`, group, amount]);
    sum += amount;
  }
}
ledgers.push(['Proprietor Capital', 'Capital Account', -sum]);
const tb = `<ENVELOPE>${ledgers
  .map(
    ([n, , b]) =>
      `<DSPACCNAME><DSPDISPNAME>${esc(n)}</DSPDISPNAME></DSPACCNAME><DSPACCINFO><DSPCLDRAMT><DSPCLDRAMTA>${b > 0 ? `-${b}.00` : ''}</DSPCLDRAMTA></DSPCLDRAMT><DSPCLCRAMT><DSPCLCRAMTA>${b < 0 ? `${-b}.00` : ''}</DSPCLCRAMTA></DSPCLCRAMT></DSPACCINFO>`,
  )
  .join('\r\n')}</ENVELOPE>`;
const masters = `<ENVELOPE><BODY><IMPORTDATA><REQUESTDATA>${SAMPLE_GROUPS.map(([g, p, r]) => `<TALLYMESSAGE><GROUP NAME="${esc(g)}" RESERVEDNAME="${esc(r)}"><PARENT>${p === '' ? '&#4; Primary' : esc(p)}</PARENT></GROUP></TALLYMESSAGE>`).join('')}${ledgers
  .map(([l, g]) => `<TALLYMESSAGE><LEDGER NAME="${esc(l)}" RESERVEDNAME=""><PARENT>${esc(g)}</PARENT></LEDGER></TALLYMESSAGE>`)
  .join('\r\n')}</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>`;
const stock = `<ENVELOPE>${SAMPLE_STOCK.map(([n, v]) => `<DSPACCNAME><DSPDISPNAME>${n}</DSPDISPNAME></DSPACCNAME><DSPSTKINFO><DSPSTKCL><DSPCLAMTA>-${v}.00</DSPCLAMTA></DSPSTKCL></DSPSTKINFO>`).join('')}</ENVELOPE>`;
const files = [
  { name: 'tb.xml', bytes: utf16le(tb) },
  { name: 'masters.xml', bytes: utf16le(masters) },
  { name: 'stock.xml', bytes: utf16le(stock) },
];

function tally() {
  return proposeTally(readTallyFiles(files), 2024, ctx);
}
const tables = [caSheet('Form II', 'CMA FORM II', CA_FORM_II), caSheet('Form III', 'CMA FORM III', CA_FORM_III)].map((g) => readTable(g)!);
const anchor = () => propose(tables, { ...ctx, targetExponent: 5 });

const first = tally();
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const result: { tallyMs: number; anchorMs: number; ratio: number }[] = [];
anchor();
for (let r = 0; r < rounds; r++) {
  const a: number[] = [];
  const t: number[] = [];
  for (let i = 0; i < 10; i++) {
    let s = performance.now();
    anchor();
    a.push(performance.now() - s);
    s = performance.now();
    tally();
    t.push(performance.now() - s);
  }
  result.push({ tallyMs: Math.round(median(t)), anchorMs: Math.round(median(a)), ratio: Number((median(t) / median(a)).toFixed(2)) });
}
console.log(
  JSON.stringify(
    {
      ledgers: first.lines.filter((l) => l.id.startsWith('L')).length,
      bytes: files.reduce((n, f) => n + f.bytes.length, 0),
      bands: Object.fromEntries(['auto', 'review', 'manual'].map((b) => [b, first.lines.filter((l) => l.band === b && l.id.startsWith('L')).length])),
      checks: first.checks.filter((c) => !c.ok).map((c) => c.name),
      rounds: result,
      medianTallyMs: median(result.map((x) => x.tallyMs)),
      medianRatio: median(result.map((x) => x.ratio)),
    },
    null,
    2,
  ),
);
