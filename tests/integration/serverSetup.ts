import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startShop } from '../support/startShop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One shop on a temporary database for the whole integration run; a publish would build into a temporary folder, never builds/. */
export default async function setup(project: TestProject) {
  mkdirSync('builds', { recursive: true });
  const buildsDir = mkdtempSync(join(process.cwd(), 'builds', 'integration-'));
  // Every test file reads orders' pages from this one address: the per-address cap has its own shop (hardening).
  const shop = await startShop({ env: { BUILDS_DIR: buildsDir, ORDER_PAGE_CAP: '100000' } });
  project.provide('baseUrl', shop.url);
  project.provide('dataDir', shop.dataDir);
  return async () => {
    await shop.stop();
    rmSync(buildsDir, { recursive: true, force: true });
  };
}
