/**
 * `npm start`: builds the SPA (dist/) and the server (dist-server/) when either is missing or older
 * than its sources, then runs the built server with plain `node`, serving the SPA and the API on one
 * port (HOST/PORT, default http://127.0.0.1:8080). No TypeScript runs at start.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, root, SERVER_SOURCES, serverEntry } from './build-server.mjs';

const spaEntry = path.join(root, 'dist', 'index.html');
/** What the browser bundle is built from. */
const SPA_SOURCES = ['src/web', 'src/domain', 'src/contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under `p` (a file or a directory tree), 0 when absent. */
function newest(p) {
  if (!existsSync(p)) {
    return 0;
  }
  const stat = statSync(p);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

/** Whether `output` is missing or older than any of `sources`; says which on stdout. */
function stale(output, sources, what) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map((s) => newest(path.join(root, s))))) {
    return false;
  }
  process.stdout.write(builtAt ? `Sources changed since the last build: rebuilding the ${what}…\n` : `Building the ${what} (first start)…\n`);
  return true;
}

if (stale(spaEntry, SPA_SOURCES, 'app')) {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
if (stale(serverEntry, SERVER_SOURCES, 'server')) {
  await buildServer();
}
process.env.DIST_DIR ??= path.join(root, 'dist');
const { runServer } = await import(pathToFileURL(serverEntry).href);
await runServer();
