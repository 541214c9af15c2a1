import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { runProcess } from './testing/server-process';
import type { RunningProcess } from './testing/server-process';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The headers that say what was sent, without the ones that change per connection or per second. */
const sent = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

describe('the server listens before the database is open', () => {
  const dirs: string[] = [];
  let server: RunningProcess | undefined;
  afterEach(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('serves the page at once, with the app’s headers, and answers an API request sent meanwhile once ready', { timeout: 120_000 }, async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-dist-'));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'creditgrid-early-'));
    dirs.push(dist, dataDir);
    mkdirSync(path.join(dist, 'assets'));
    // As the build writes it: every text file beside its brotli and gzip forms, which are sent as they are.
    const page = '<!doctype html><title>CreditGrid</title>';
    writeFileSync(path.join(dist, 'index.html'), page);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(page));
    const port = await freePort();
    // A new DATA_DIR: PGlite's initdb and the migrations take seconds, the page must not wait for them.
    server = runProcess('src/server/server.ts', { DATA_DIR: dataDir, DIST_DIR: dist, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    let early: Response | undefined;
    while (!early) {
      expect(server.child.exitCode).toBeNull();
      early = await fetch(`${base}/opstmt`, { headers: { 'accept-encoding': 'br' } }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(server.output().stdout).not.toContain('listening');
    expect(early.status).toBe(200);
    expect(early.headers.get('content-encoding')).toBe('br');
    expect(await early.text()).toBe(page);

    // Sent before the app is ready: held, then answered by the app (a 401 envelope), never refused or a 500.
    const api = fetch(`${base}/api/analyses/`);
    await server.listening();
    const answer = await api;
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });

    const ready = await fetch(`${base}/opstmt`, { headers: { 'accept-encoding': 'br' } });
    expect(await ready.text()).toBe(page);
    expect(sent(early.headers)).toEqual(sent(ready.headers));
    expect(early.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
