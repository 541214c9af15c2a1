/**
 * `npm run dev`: the API in watch mode (tsx, restarts on change) on PORT (8080) and the Vite dev
 * server with HMR on http://127.0.0.1:5173, which proxies /api to the API (vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
// vite.config.ts proxies /api to API_TARGET; point it at this API's port.
process.env.API_TARGET ??= `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const api = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'src/server/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  // The SPA comes from Vite in development; the API serves no dist/.
  env: { ...process.env, DIST_DIR: path.join(root, '.no-dist'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});

const vite = await createServer({ root, server: { host: '127.0.0.1', port: 5173, strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
api.once('exit', (code) => {
  if (code !== null && code !== 0) {
    process.stderr.write(`API exited with code ${code}\n`);
  }
});
