import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { builtRoutes, routeOf, type BuiltRoute } from '../support/builtRoutes.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { baseUrl, call } from './http.ts';

// Issue 51: every redirect stays in the shop, and every route of the built server is one the shop uses.
const { db } = await openTestStore(inject('dataDir'));
const sessions = { customer: '', admin: '' };
beforeAll(async () => {
  sessions.customer = (await signedInAs(db, 'customer', 'Redirects customer')).cookie;
  sessions.admin = (await signedInAs(db, 'admin', 'Routes admin')).cookie;
});

/** A GET sent with its path exactly as written (fetch would resolve `/./` and `%2e` before sending). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; location: string | null }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, headers, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode!, location: res.headers.location ?? null }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Where a browser on the shop lands when told `location`. */
const landsOn = (location: string) => new URL(location, `${baseUrl()}/fa/cart`);

describe('redirects stay in the shop', () => {
  /** The addresses the scanners found, and their kin. */
  const WAYS_OUT = [
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/..//evil.example',
    '/%2E%2E//evil.example',
    '/./%2e/..//evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%5cevil.example',
    '/%2f%2fevil.example',
    'https://evil.example/',
    '/\t/evil.example',
  ];

  it("after login, a hostile ?next= leads to the account page, in both languages; the shop's own address is kept", async () => {
    for (const prefix of ['', '/fa']) {
      for (const next of WAYS_OUT) {
        const answer = await rawGet(`${prefix}/account/login?next=${encodeURIComponent(next)}`, { cookie: sessions.customer });
        expect(answer.status, next).toBe(302);
        expect(answer.location, next).toBe(`${prefix}/profile/userManager`);
      }
      // The same addresses put into the query as a careless link would, unencoded.
      for (const next of WAYS_OUT.filter((way) => !/[\t\\]/.test(way))) {
        const answer = await rawGet(`${prefix}/account/login?next=${next}`, { cookie: sessions.customer });
        expect(landsOn(answer.location!).origin, next).toBe(baseUrl());
        expect(answer.location, next).toBe(`${prefix}/profile/userManager`);
      }
    }
    const kept = await rawGet(`/fa/account/login?next=${encodeURIComponent('/fa/x/../cart?from=login')}`, { cookie: sessions.customer });
    expect(kept.location).toBe('/fa/cart?from=login');
  });

  it('the language switch on a hostile address goes to the chosen home page, and remembers the choice', async () => {
    for (const [path, home] of [
      ['/.//evil.example?locale=fa', '/fa/'],
      ['/x/..//evil.example?locale=en', '/'],
      ['/%2e%2e//evil.example?locale=fa', '/fa/'],
      ['/%5c/evil.example?locale=en', '/'],
    ]) {
      const answer = await rawGet(path!);
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(home);
    }
    expect((await rawGet('/fa/cart?x=1&locale=en')).location).toBe('/fa/cart?x=1');
  });

  it("the staff area's return and a profile page's send a signed-out visitor to log in, coming back only to the shop", async () => {
    const staff = await rawGet('/fa/staff/orders?status=new&q=%2F%2Fevil');
    expect(staff.status).toBe(302);
    const login = landsOn(staff.location!);
    expect(login.pathname).toBe('/fa/account/login');
    expect(login.searchParams.get('next')).toBe('/fa/staff/orders?status=new&q=%2F%2Fevil');
    const profile = await rawGet('/profile/orders');
    expect(landsOn(profile.location!).searchParams.get('next')).toBe('/profile/orders');
  });

  it('logging out leads to the login page', async () => {
    const { cookie } = await signedInAs(db, 'customer', 'Leaving customer');
    const out = await call('/fa/profile/userManager', { method: 'POST', headers: { cookie, origin: baseUrl() }, redirect: 'manual' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/fa/account/login');
  });
});

/**
 * Routes no link leads to, kept for addresses made elsewhere (the spec's routes, old links, a typed code): each
 * answers with a redirect to a page the shop links to. The sample is made from a page the walk found.
 */
const KEPT: Record<string, (found: { product: string; category: string }) => string> = {
  '/[...lang]/Products/[id]': ({ product }) => product.split('/').slice(0, 3).join('/'),
  '/[...lang]/Products/[xCode]/[...rest]': ({ product }) =>
    product.replace(/\/Products\/([^/]+)\/.*$/, (_, sku: string) => `/Products/${sku.toLowerCase()}/an-old-name`),
  '/[...lang]/category/[xCode]': ({ category }) => category.split('/').slice(0, 3).join('/'),
};

/** Routes a script opens rather than a link (an address typed into a form): the script, and an address it opens. */
const BY_SCRIPT: Record<string, { script: string; opens: (found: { product: string }) => string }> = {
  '/[...lang]/staff/preview/[sku]': {
    script: 'src/features/staff/publish/PublishIsland.tsx',
    opens: ({ product }) => `/fa/staff/preview/${product.split('/')[2]}`,
  },
  // A list shared by link: "Share this list" writes the address from the list in this browser.
  '/[...lang]/list/[code]': {
    script: 'src/shared/lists/sharedList.ts',
    opens: ({ product }) => `/fa/list/1o.${product.split('/')[2]}~2`,
  },
};

/**
 * Routes whose addresses the service hands out rather than pages link to (an order's page by token, a number's
 * back-in-stock requests): how to get one from a product the walk found. Each answers 200.
 */
const ISSUED: Record<string, (found: { product: string }) => Promise<string>> = {
  '/[...lang]/o/[token]': async ({ product }) => {
    const customer = { firstName: 'Routes', lastName: 'Walk', mobile: '09121239876', address: '1 Hafez St' };
    const placed = await call('/v1/order', {
      json: {
        items: [{ sku: product.split('/')[2], count: 1 }],
        customer: { ...customer, province: 'Tehran', city: 'Tehran', shopName: 'Walk', postalCode: '1598765431' },
      },
      headers: { 'idempotency-key': `own-routes-${Date.now()}` },
    });
    return placed.body.data.link as string;
  },
  // A number's back-in-stock requests, by the link its text carries.
  '/[...lang]/a/[token]': async () => {
    const waiter = await signedInAs(db, 'customer', 'Routes bell');
    const soldOut = await db
      .selectFrom('products')
      .select('sku')
      .where('status', '=', 'publish')
      .where('quantity', '=', 0)
      .executeTakeFirstOrThrow();
    await call('/v1/profile/alerts', { json: { sku: soldOut.sku }, headers: { cookie: waiter.cookie } });
    const { token } = await db.selectFrom('stockAlerts').select('token').where('phone', '=', waiter.phoneNumber).executeTakeFirstOrThrow();
    return `/fa/a/${token}`;
  },
};

/** Routes the shop does not use, and addresses that try them: every one answers 404. */
const UNUSED: Record<string, string[]> = {
  '/_image': ['/_image', '/_image?href=/robots.txt', '/_image?href=/favicon.svg&w=640&f=webp', '/_image?href=https://evil.example/x.png'],
  '/_server-islands/[name]': ['/_server-islands/x', '/_server-islands/Island?p=&s=&e=default'],
  // The error pages are rendered for errors, never asked for by address.
  '/404': ['/404', '/fa/404'],
  '/500': ['/500', '/fa/500'],
};

/** The public address the build writes into the sitemap and robots.txt (SITE_URL). */
const SITE = new URL(process.env.SITE_URL || 'http://localhost:4321').origin;

/** Same-site addresses in a page or file: links, forms, pictures, the manifest, the sitemap, the service worker's. */
function addressesIn(text: string): string[] {
  const found = new Set<string>();
  // Island props are HTML-escaped JSON: their addresses are read as written.
  const unescaped = text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  for (const match of unescaped.matchAll(
    /(?<![\w-])(?:href|src|action)="([^"]*)"|<loc>([^<]*)<\/loc>|["'`](\/[^"'`\s<>]*)["'`]|Sitemap: (\S+)/g,
  )) {
    const raw = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    let url: URL;
    try {
      url = new URL(raw, `${baseUrl()}/`);
    } catch {
      continue;
    }
    if (url.origin !== baseUrl() && url.origin !== SITE) continue;
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/CDN/') || url.pathname.startsWith('/_astro/')) continue;
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

/**
 * Follows every link from the home pages, the staff area and the files crawlers and the service worker read, signed
 * out and as admin, each route at most three times; gives the routes reached and an address each.
 */
async function walk(routes: readonly BuiltRoute[]) {
  const reached = new Map<string, string>();
  const broken: string[] = [];
  for (const cookie of ['', sessions.admin]) {
    const tries = new Map<string, number>();
    const queue = ['/', '/fa/', '/robots.txt', '/sw.js', '/staff', '/fa/staff'].map((address) => ({ address, from: '' }));
    const seen = new Set(queue.map((item) => item.address));
    while (queue.length > 0) {
      const { address, from } = queue.shift()!;
      const route = routeOf(routes, address.split('?')[0]!);
      const answer = await call(address, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      if (answer.status >= 400) broken.push(`${address} (${answer.status}, linked from ${from})`);
      if (route && answer.status < 400 && !reached.has(route.route)) reached.set(route.route, address);
      const next = [...addressesIn(answer.text), ...(answer.headers.get('location') ? [answer.headers.get('location')!] : [])];
      for (const found of next.flatMap((value) => addressesIn(`href="${value}"`))) {
        const foundRoute = routeOf(routes, found.split('?')[0]!);
        const key = foundRoute?.route ?? found;
        if (seen.has(found) || (tries.get(key) ?? 0) >= 3) continue;
        seen.add(found);
        tries.set(key, (tries.get(key) ?? 0) + 1);
        queue.push({ address: found, from: address });
      }
    }
  }
  return { reached, broken };
}

describe('the built server answers only on routes the shop uses', () => {
  const routes = builtRoutes();
  /** Every page the build wrote, by its address. */
  const builtPages = readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`);
  let walked: Awaited<ReturnType<typeof walk>>;
  beforeAll(async () => {
    walked = await walk(routes);
  }, 120_000);

  it('reaches every route by a link or a script, or keeps it for addresses made elsewhere, or answers 404 there', async () => {
    const listed = (route: string) => route in KEPT || route in UNUSED || route in BY_SCRIPT || route in ISSUED;
    // A route the build rendered no page of (a size filter's second page, in a catalogue whose filters fit one)
    // serves nothing.
    const rendered = (route: BuiltRoute) => !route.prerender || builtPages.some((page) => route.pattern.test(page));
    const loose = routes.filter((route) => !walked.reached.has(route.route) && !listed(route.route) && rendered(route));
    expect(
      loose.map((route) => route.route),
      'routes no page uses: link them, or list them in KEPT, BY_SCRIPT or UNUSED',
    ).toEqual([]);
    // Nothing the walk reached is listed as unused, kept or opened by a script.
    expect([...walked.reached.keys()].filter(listed)).toEqual([]);
  });

  it('opens the routes a script leads to, from that script', async () => {
    const product = walked.reached.get('/[...lang]/Products/[xCode]/[name]')!;
    for (const [route, { script, opens }] of Object.entries(BY_SCRIPT)) {
      const address = opens({ product });
      expect(routeOf(routes, address)?.route).toBe(route);
      const fixed = route
        .split('/')
        .slice(2)
        .filter((part) => !part.startsWith('['));
      expect(readFileSync(script, 'utf8')).toContain(`/${fixed.join('/')}/`);
      expect((await call(address, { headers: { cookie: sessions.admin } })).status, address).toBe(200);
    }
  });

  it('opens the addresses the service hands out', async () => {
    const product = walked.reached.get('/[...lang]/Products/[xCode]/[name]')!;
    for (const [route, issue] of Object.entries(ISSUED)) {
      const address = await issue({ product });
      expect(routeOf(routes, address)?.route, address).toBe(route);
      expect((await call(address)).status, address).toBe(200);
    }
  });

  it('answers 404 on the routes it does not use, whatever they are asked, never a 500', async () => {
    for (const [route, addresses] of Object.entries(UNUSED)) {
      for (const address of addresses) {
        const answer = await call(address, { redirect: 'manual' });
        expect(answer.status, `${route}: ${address}`).toBe(404);
        expect(answer.headers.get('content-type'), address).toBe('text/html; charset=utf-8');
      }
    }
  });

  it('leads the kept addresses on to a page the shop links to', async () => {
    const onDemand = routes.filter((route) => !route.prerender);
    const product = walked.reached.get('/[...lang]/Products/[xCode]/[name]')!;
    const category = walked.reached.get('/[...lang]/category/[xCode]/[name]')!;
    for (const [route, sample] of Object.entries(KEPT)) {
      const address = sample({ product, category });
      // No page was built at the address: a route rendered per request answers it.
      expect(routeOf(onDemand, address)?.route, address).toBe(route);
      const answer = await call(address, { redirect: 'manual' });
      expect(answer.status, address).toBe(301);
      const target = landsOn(answer.headers.get('location')!);
      expect(target.origin).toBe(baseUrl());
      expect(routeOf(routes, decodeURI(target.pathname))?.route, address).not.toBe(route);
    }
  });

  it('finds no link that leads nowhere', () => {
    expect(walked.broken).toEqual([]);
  });
});
