import type { TestProject } from 'vitest/node';
import { startShop } from '../support/startShop.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One shop on a temporary database for the whole integration run. */
export default async function setup(project: TestProject) {
  const shop = await startShop();
  project.provide('baseUrl', shop.url);
  project.provide('dataDir', shop.dataDir);
  return shop.stop;
}
