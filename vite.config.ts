import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API lives on the Fastify server; in development Vite proxies /api to it (API_TARGET overrides).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset is written beside itself as .gz and .br (the plugin's defaults: gzip 9, brotli 11),
    // once, at build time; the server sends the one the browser accepts (@fastify/static preCompressed).
    // Fonts (woff2) are compressed already; source maps are not sent to users.
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      exclude: /\.map$/,
    }),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1' },
});
