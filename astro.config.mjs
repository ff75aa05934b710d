// @ts-check
// The Astro configuration; the shop's own integrations are in src/publish/astroIntegrations.ts.
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { incrementalPages, islandDirectives, pageModuleShared, serviceInDev } from './src/publish/astroIntegrations.ts';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  // `npm run rebuild` builds into a new folder under builds/ while the live site keeps serving the last one.
  outDir: process.env.BUILD_DIR || './dist',
  // Middleware mode: our own web server (src/web) serves precompressed static files and hands the rest to Astro.
  adapter: node({ mode: 'middleware', bodySizeLimit: 1024 * 1024 }),
  integrations: [react(), islandDirectives(), serviceInDev(), incrementalPages()],
  i18n: {
    locales: ['en', 'fa'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Pages are prerendered four at a time: a 10,000-product catalogue writes over 20,000 of them.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  compressHTML: true,
  // Astro's own messages join the shop's JSON log once the server runs (docs/operations.md#logs).
  logger: { entrypoint: './src/web/astroLog.ts' },
  // Our server (src/web/httpServer.server.ts) refuses cross-site writes itself, with the scheme and host a
  // trusted proxy forwards; Astro's own check sees only the proxy's plain http and refused every form behind one.
  security: { checkOrigin: false },
  vite: {
    build: { assetsInlineLimit: 0, modulePreload: false },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'lists', test: pageModuleShared }] } } } } },
    },
  },
});
