/**
 * Builds the server to plain JavaScript: src/server (with the contract and the domain it imports) is
 * bundled by esbuild into dist-server/server.js, an ES module that `node` runs directly. Packages stay
 * external and load from node_modules at run time (PGlite finds its WASM beside its own files).
 * `node scripts/build-server.mjs`, or through `buildServer()` from scripts/start.mjs.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(import.meta.dirname, '..');
/** The built entry point; `node dist-server/server.js` starts the server. */
export const serverEntry = path.join(root, 'dist-server', 'server.js');
/** What the server bundle is built from. */
export const SERVER_SOURCES = ['src/server', 'src/domain', 'src/contract', 'package-lock.json'];

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/server.ts'],
    outfile: serverEntry,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
