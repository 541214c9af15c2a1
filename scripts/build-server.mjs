/**
 * Builds the server to plain JavaScript: src/server (with the contract and the domain it imports) and
 * the pure-JS packages it uses are bundled by esbuild into dist-server/server.js (and chunks beside
 * it), ES modules that `node` runs directly. Bundling the packages saves the start the resolving and
 * reading of hundreds of small files (docs/benchmarks.md, "Start and memory"). The packages in
 * {@link EXTERNAL} stay in node_modules and load from there at run time.
 * `node scripts/build-server.mjs`, or through `buildServer()` from scripts/start.mjs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
/** The built entry point; `node dist-server/server.js` starts the server. */
export const serverEntry = path.join(root, 'dist-server', 'server.js');
/** What the server bundle is built from. */
export const SERVER_SOURCES = ['src/server', 'src/domain', 'src/contract', 'package-lock.json'];

/**
 * Packages left out of the bundle: those that find their own files beside their code (PGlite its WASM
 * and data, argon2 its native binary, swagger-ui its static UI) and the large ones loaded only on
 * first use (exceljs for the xlsx export, pg when DATABASE_URL is set). Add here any new package of
 * the first kind.
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui', 'exceljs', 'pg', 'pdfjs-dist', '@napi-rs/canvas', 'tesseract.js'];

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this module for its constants on every start.
  const { build } = await import('esbuild');
  // Chunk names carry a content hash: start from an empty directory so old chunks do not pile up.
  rmSync(path.dirname(serverEntry), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['src/server/server.ts'],
    outdir: path.dirname(serverEntry),
    bundle: true,
    // A dynamic import() stays one, in a chunk of its own: the modules the server loads on first use
    // (the xlsx export and its exceljs) are not loaded at start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    external: EXTERNAL,
    // The bundled CommonJS packages call require() (for node: built-ins); an ES module has none of its own.
    banner: { js: "import { createRequire as __cgCreateRequire } from 'node:module'; const require = __cgCreateRequire(import.meta.url);" },
    platform: 'node',
    // A package's ES build before its CommonJS one: a CommonJS package in a lazily loaded chunk would
    // lose its named exports (esbuild gives such a chunk a default export only).
    mainFields: ['module', 'main'],
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
