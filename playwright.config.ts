import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT || 4410);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; keep one folder
// A publish from the staff area builds into a folder of this run, never the repo's builds/ (inside the project: the
// built server resolves its packages from node_modules).
mkdirSync('builds', { recursive: true });
const buildsDir = process.env.E2E_BUILDS_DIR || mkdtempSync(join(process.cwd(), 'builds', 'e2e-'));
process.env.E2E_BUILDS_DIR = buildsDir;

const chromium = { executablePath: CHROME_PATH, args: ['--headless', ...CHROME_FLAGS] };

/** The publishing spec (its own project, below). */
const PUBLISH = /staffPublish\.spec\.ts$/;

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
    { name: 'desktop', testIgnore: PUBLISH, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', testIgnore: PUBLISH, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // A real publish rebuilds the pages from the e2e database (as the other specs left it) and switches the
    // server over: it runs last, after every other page has been checked against the build under test.
    {
      name: 'publish',
      testMatch: PUBLISH,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import ./scripts/aliases.ts scripts/serve.ts',
    url: `http://127.0.0.1:${port}/v1/shop/menu`,
    env: { PORT: String(port), HOST: '127.0.0.1', DEMO_SHOP: '1', DATA_DIR: dataDir, BUILDS_DIR: buildsDir, ORDER_PAGE_CAP: '100000' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
