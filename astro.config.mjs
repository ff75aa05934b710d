// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  // Middleware mode: our own server (src/server) serves precompressed static files and hands the rest to Astro.
  adapter: node({ mode: 'middleware', bodySizeLimit: 1024 * 1024 }),
  integrations: [react()],
  i18n: {
    locales: ['en', 'fa'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  build: { format: 'directory' },
  compressHTML: true,
  // Astro's own check answers form posts with a plain-text 403; the service checks origins itself (src/middleware.ts).
  security: { checkOrigin: false },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
