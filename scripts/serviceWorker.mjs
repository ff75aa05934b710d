// After the build: writes <BUILD_DIR or dist>/client/sw.js with workbox-build. Pages, bundles and pictures are cached as
// they are visited (never precached: on a slow link that would download every island up front); the
// service's calls, POSTs and account pages are never cached; an unreachable page falls back to /offline/.
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const client = join(process.env.BUILD_DIR || 'dist', 'client');

const { count, size, warnings } = await generateSW({
  globDirectory: client,
  globPatterns: ['offline/index.html', 'favicon.svg'],
  swDest: join(client, 'sw.js'),
  mode: 'production',
  inlineWorkboxRuntime: true,
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  navigateFallback: undefined,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && !/^\/(fa\/)?(profile|account)(\/|$)/.test(url.pathname) && !url.pathname.startsWith('/v1/'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 6,
        expiration: { maxEntries: 60 },
        precacheFallback: { fallbackURL: 'offline/index.html' },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/_astro/'),
      handler: 'CacheFirst',
      options: { cacheName: 'assets', expiration: { maxEntries: 80, maxAgeSeconds: 365 * 24 * 3600 } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/CDN/Files/'),
      handler: 'CacheFirst',
      options: { cacheName: 'pictures', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: ${join(client, 'sw.js')} (${count} precached files, ${(size / 1024).toFixed(1)} KB)`);
