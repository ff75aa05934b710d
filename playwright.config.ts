import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4410);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; keep one folder

/** Debian's Chromium: Playwright never downloads a browser here. */
const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `http://127.0.0.1:${port}/v1/shop/menu`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
