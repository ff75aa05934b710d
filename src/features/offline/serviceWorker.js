// The service worker, filled and minified into <build>/client/sw.js by src/publish/writeServiceWorker.ts. Pages:
// network first, the kept copy when slow or offline, else the offline page; nothing fetched ahead, calls and account
// pages never kept.
/* global __PRECACHE__ */
const PRECACHE = __PRECACHE__;
const OFFLINE = `offline-${PRECACHE.map((entry) => entry.revision).join('-')}`;
const OFFLINE_PAGE = '/offline/';
const DAY = 24 * 3600 * 1000;
const PAGES = { name: 'pages', max: 60, timeout: 6000 };
const KEPT = [
  { name: 'assets', prefix: '/_astro/', max: 80, maxAge: 365 * DAY },
  { name: 'pictures', prefix: '/CDN/Files/', max: 300, maxAge: 30 * DAY },
];
const PRIVATE = /^\/(fa\/)?(profile|account|staff|o)(\/|$)|^\/v1\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE)
      .then((cache) => cache.addAll(PRECACHE.map((entry) => entry.url)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // Earlier offline copies, and the caches of the Workbox worker this one replaced.
      .then((names) =>
        Promise.all(names.filter((name) => /^(offline-|workbox-)/.test(name) && name !== OFFLINE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin || PRIVATE.test(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(networkFirst(event, request));
  const rule = KEPT.find((kept) => url.pathname.startsWith(kept.prefix));
  if (rule) event.respondWith(cacheFirst(event, request, rule));
});

/** Keeps a successful answer, dropping the oldest entries past `max`. */
async function keep(name, request, response, max) {
  if (response.status !== 200) return;
  const cache = await caches.open(name);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function networkFirst(event, request) {
  const network = fetch(request).then((response) => {
    event.waitUntil(keep(PAGES.name, request, response.clone(), PAGES.max));
    return response;
  });
  network.catch(() => {});
  const kept = () => caches.match(request, { cacheName: PAGES.name });
  try {
    const slow = new Promise((done) => setTimeout(done, PAGES.timeout)).then(kept);
    return (await Promise.race([network, slow])) || (await network);
  } catch {
    return (await kept()) || (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE })) || Response.error();
  }
}

async function cacheFirst(event, request, rule) {
  const cached = await caches.match(request, { cacheName: rule.name });
  const date = Date.parse(cached?.headers.get('date') ?? '');
  if (cached && !(Date.now() - date > rule.maxAge)) return cached;
  try {
    const response = await fetch(request);
    event.waitUntil(keep(rule.name, request, response.clone(), rule.max));
    return response;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}
