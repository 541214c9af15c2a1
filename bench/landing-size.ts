/**
 * Landing-page JS budget (design.md §7: < 150 kB gzip). Serves the built app with the real server on a
 * scratch database, opens `/` in Debian's Chromium and sums the gzip size of every script it downloads.
 * Run after `npm run build`: `npx tsx bench/landing-size.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 8397);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-landing-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
const sizes: { url: string; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  if (response.request().resourceType() === 'script') {
    const body = await response.body();
    sizes.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
});
await page.goto(`http://127.0.0.1:${port}/`);
await page.waitForLoadState('networkidle');
await browser.close();
server.kill();

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
for (const s of sizes) {
  console.log(`${s.url.padEnd(44)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
}
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`total landing JS: ${kb(total)} gzip (target < 150 kB)`);
