import { defineConfig } from 'vitest/config';

// One project per runtime (style.md P12): pure domain and contract in Node, the server against real
// databases in Node, and web stores/components under jsdom.
export default defineConfig({
  test: {
    allowOnly: false,
    projects: [
      { test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts', 'src/contract/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      { test: { name: 'web', environment: 'jsdom', include: ['src/web/**/*.test.{ts,tsx}'] } },
    ],
  },
});
