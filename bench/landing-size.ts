/**
 * Landing-page budget: 150,000 bytes of compressed JavaScript on the wire for `/`. Serves the built app
 * with the built server (`npm run build` first) on a scratch database, opens `/` in Debian's Chromium
 * with a cold cache and sums what the network carried: each response's encoded body size as Chromium
 * received it (`request.sizes().responseBodySize`), with the `Content-Encoding` it came in. Fonts and
 * CSS are listed too. Three cold loads; the bytes must be the same in each.
 * `npx tsx bench/landing-size.ts` (BENCH_PORT, default 8397).
 */
import { chromium } from 'playwright-core';
import { serveBuilt } from './serve';

/** The budget for compressed JS on `/`, in bytes. */
const BUDGET = 150_000;
const port = Number(process.env.BENCH_PORT ?? 8397);
const server = await serveBuilt(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Transfer {
  path: string;
  type: string;
  encoding: string;
  /** Body bytes as received (compressed when encoded). */
  bytes: number;
  /** Body bytes after decoding. */
  decoded: number;
}

async function coldLoad(): Promise<Transfer[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => {
    seen.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        // A response can be gone by now (a redirect, or the page moved on under load): count its wire
        // bytes and say it could not be decoded, rather than crash the run.
        const body = await response?.body().catch(() => undefined);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          bytes: sizes.responseBodySize,
          decoded: body?.length ?? 0,
        };
      })(),
    );
  });
  await page.goto(`${server.base}/`);
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(seen);
  await context.close();
  return transfers;
}

const rounds: Transfer[][] = [];
try {
  for (let i = 0; i < 3; i++) {
    rounds.push(await coldLoad());
  }
} finally {
  await browser.close();
  await server.stop();
}

const sum = (ts: Transfer[], type: string, key: 'bytes' | 'decoded') => ts.filter((t) => t.type === type).reduce((s, t) => s + t[key], 0);
const n = (x: number) => x.toLocaleString('en-US');
for (const t of rounds[0]!) {
  console.log(`${t.type.padEnd(11)} ${t.path.padEnd(58)} ${t.encoding.padEnd(9)} ${n(t.bytes).padStart(9)} B  (${n(t.decoded)} B decoded)`);
}
for (const [i, r] of rounds.entries()) {
  console.log(
    `round ${i + 1}: script ${n(sum(r, 'script', 'bytes'))} B on the wire (${n(sum(r, 'script', 'decoded'))} B decoded), ` +
      `font ${n(sum(r, 'font', 'bytes'))} B in ${r.filter((t) => t.type === 'font').length} files, ` +
      `stylesheet ${n(sum(r, 'stylesheet', 'bytes'))} B, document ${n(sum(r, 'document', 'bytes'))} B`,
  );
}
const js = Math.max(...rounds.map((r) => sum(r, 'script', 'bytes')));
console.log(`landing JS on the wire: ${n(js)} bytes, budget ${n(BUDGET)} bytes: ${js <= BUDGET ? 'within' : 'OVER'} (${((js / BUDGET) * 100).toFixed(1)} %)`);
process.exitCode = js <= BUDGET ? 0 : 1;
