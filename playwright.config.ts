import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Real Chromium from Debian (design.md §6); never a downloaded browser.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(`Chromium not found at ${chromePath}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH to a Chromium/Chrome binary.`);
}

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = './.tmp/e2e-data';
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    // The real thing: build if needed, then one process serving the SPA and the API, on a database
    // wiped first. (globalSetup would run after the web server has started, too late to wipe.)
    command: `node -e "const fs=require('fs');fs.rmSync('${DATA_DIR}',{recursive:true,force:true});fs.mkdirSync('${DATA_DIR}',{recursive:true})" && npm start`,
    url: `${baseURL}/`,
    // Every spec signs up its own users from one IP; the per-IP sign-up limit is tested in the API suite.
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
