/**
 * `npm start`: builds the SPA into dist/ when it is missing or older than its sources, then serves
 * the SPA and the API on one port (HOST/PORT, default http://127.0.0.1:8080).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runServer } from '../src/server/server';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist', 'index.html');
/** What the browser bundle is built from. */
const SOURCES = ['src/web', 'src/domain', 'src/contract', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under `p` (a file or a directory tree), 0 when absent. */
function newest(p: string): number {
  if (!existsSync(p)) {
    return 0;
  }
  const stat = statSync(p);
  if (!stat.isDirectory()) {
    return stat.mtimeMs;
  }
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

const builtAt = existsSync(dist) ? statSync(dist).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map((s) => newest(path.join(root, s))))) {
  process.stdout.write(builtAt ? 'Sources changed since the last build: rebuilding the app…\n' : 'Building the app (first start)…\n');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
process.env.DIST_DIR ??= path.join(root, 'dist');
await runServer();
