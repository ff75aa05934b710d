import { describe, expect, it } from 'vitest';
import { baseUrl } from './http.ts';

const get = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init });

describe('routes of the store', () => {
  it('answers every static page in both locales', async () => {
    for (const path of ['/', '/aboutUs', '/contactUs', '/WorkWithUs', '/cart', '/checkout', '/Products', '/Products/WishList']) {
      for (const prefix of ['', '/fa']) {
        const response = await get(`${prefix}${path === '/' && prefix ? '/' : path}`);
        expect(response.status, `${prefix}${path}`).toBe(200);
        expect(await response.text()).toContain(prefix ? 'dir="rtl"' : 'dir="ltr"');
      }
    }
  });

  it('sends alternate spellings to the canonical path with a 301', async () => {
    const cases: [string, string][] = [
      ['/AboutUs', '/aboutUs'],
      ['/CONTACTUs', '/contactUs'],
      ['/fa/CONTACTUs', '/fa/contactUs'],
      ['/products/wishlist', '/Products/WishList'],
      ['/products/search?searchResult=vase', '/Products/Search?searchResult=vase'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('sends short product and category addresses to their canonical pages', async () => {
    const [product] = (await (await fetch(`${baseUrl()}/v1/product/list/all/1/1`)).json()).data.items;
    const canonical = `/Products/${product.sku}/${product.slug}`;
    for (const short of [`/Products/${product.id}`, `/Products/${product.sku}`]) {
      const response = await get(short);
      expect(response.status, short).toBe(301);
      expect(response.headers.get('location')).toBe(canonical);
    }
    const persian = await get(`/fa/Products/${product.id}`);
    expect(persian.headers.get('location')).toBe(`/fa${canonical}`);
    expect((await get(canonical)).status).toBe(200);
    const category = await get('/category/VAS');
    expect(category.status).toBe(301);
    expect(category.headers.get('location')).toBe('/category/VAS/vases');
  });

  it('finds a product by its code in any letter case, and sends a stale or wrong name to the canonical address', async () => {
    const cases: [string, string][] = [
      ['/Products/vas0116', '/Products/VAS0116/dune-stoneware-vase'],
      ['/Products/VAS0116/old-name', '/Products/VAS0116/dune-stoneware-vase'],
      ['/Products/vas0116/dune-stoneware-vase', '/Products/VAS0116/dune-stoneware-vase'],
      ['/fa/Products/Vas0116/some/thing', '/fa/Products/VAS0116/dune-stoneware-vase'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect((await get('/Products/NOPE123/dune-stoneware-vase')).status).toBe(404);
  });

  it('answers unknown addresses with a 404 page in the visitor language', async () => {
    const english = await get('/no/such/page');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('This page could not be found');
    const persian = await get('/fa/no-such-page');
    expect(persian.status).toBe(404);
    expect(await persian.text()).toContain('صفحه‌ای که دنبالش بودید پیدا نشد.');
    expect((await get('/Products/NO-SUCH-SKU')).status).toBe(404);
    expect((await get('/de/Products/Search')).status).toBe(404);
  });

  it('renders search results on the server, with the empty message when nothing matches', async () => {
    const found = await (await get('/Products/Search?searchResult=stoneware')).text();
    expect(found).toContain('data-product');
    const none = await (await get('/Products/Search?searchResult=qqqzzz')).text();
    expect(none).toContain('No product found. Try another word, or browse all our products.');
    const persian = await (await get(`/fa/Products/Search?searchResult=${encodeURIComponent('گلدان')}`)).text();
    expect(persian).toContain('کالا پیدا شد');
  });

  it('remembers the language chosen with the switch for a year, then shows the clean address', async () => {
    const response = await get('/fa/Products/Search?searchResult=vase&locale=fa');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fa/Products/Search?searchResult=vase');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('locale=fa');
    expect(cookie).toContain('Max-Age=31536000');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('publishes a sitemap with both languages and a robots file that points at it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/fa/category/VAS/vases');
    expect(sitemap).toContain('hreflang="fa"');
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it('keeps the staff area out of search engines and its code and styles out of the shop’s pages', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toContain('Disallow: /fa/staff');
    const signedOut = await get('/fa/staff/accounts');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/fa/account/login?next=${encodeURIComponent('/fa/staff/accounts')}`);
    for (const path of ['/', '/fa/', '/fa/category/VAS/vases', '/cart']) {
      const html = await (await get(path)).text();
      expect(html, path).not.toMatch(/class="staff|\.staff-|Accounts?Island|Orders?Island|Publish\w*Island|ProductEditor/);
    }
  });

  it('writes SKUs left-to-right on Persian pages and counts in Persian digits', async () => {
    // The code is the product page's (cards leave it out): left-to-right in a Persian line.
    const product = await (await get('/fa/Products/VAS0116/dune-stoneware-vase')).text();
    expect(product).toMatch(/<bdi class="code"[^>]*dir="ltr"[^>]*>VAS0116</);
    const html = await (await get('/fa/category/VAS/vases')).text();
    expect(html).toMatch(/[۰-۹]+ کالا/);
  });
});

/** The product cards of a built page: the SKU each starts on, its stock, and the sizes it offers. */
function cardsOf(html: string) {
  return [
    ...html.matchAll(/<article class="card"[^>]*data-sku="([^"]+)" data-stock="(\w+)" data-family-stock="(\w+)"[\s\S]*?<\/article>/g),
  ].map((m) => ({
    sku: m[1]!,
    stock: m[2]!,
    familyStock: m[3]!,
    sizes: [...m[0].matchAll(/data-size-sku="([^"]+)"/g)].map((s) => s[1]!),
  }));
}

describe('product families and size filters', () => {
  it('shows one card per product family, with every published size as a choice', async () => {
    const html = await (await get('/category/VAS/vases')).text();
    const cards = cardsOf(html);
    const parents = cards.map((card) => card.sku.slice(0, 5));
    expect(new Set(parents).size).toBe(cards.length);
    const dune = cards.find((card) => card.sku.startsWith('VAS01'))!;
    expect(dune.sizes).toEqual(['VAS0110', 'VAS0112', 'VAS0116', 'VAS0120', 'VAS0124']);
    expect(html).toMatch(/5 products/);
  });

  it('names each card link once, by its heading: the card pictures are decorative', async () => {
    for (const path of ['/category/VAS/vases', '/fa/category/VAS/vases', '/', '/Products/Search?searchResult=vase']) {
      const html = await (await get(path)).text();
      const links = [...html.matchAll(/<a class="card-link"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => match[1]!);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, path).toMatch(/<h3 class="card-name"[^>]*>[^<]+<\/h3>/);
        for (const img of link.match(/<img [^>]*>/g) ?? []) expect(img, path).toMatch(/ alt=""/);
      }
    }
  });

  it('links each size filter, with its count, to a static page of the families in that size', async () => {
    const html = await (await get('/category/VAS/vases')).text();
    const filters = [...html.matchAll(/<a href="(\/category\/VAS\/vases\/size\/(\w+))"[^>]*aria-label="([^"]+)"/g)];
    expect(filters.length).toBeGreaterThanOrEqual(4);
    for (const [, href, code, label] of filters) {
      const count = Number(/(\d+) products?$/.exec(label!)?.[1]);
      const page = await get(href!);
      expect(page.status, href).toBe(200);
      const cards = cardsOf(await page.text());
      expect(cards, href).toHaveLength(count);
      // Every card starts on the size filtered for; those sold out in it come last.
      for (const card of cards) expect(card.sku.slice(5, 7), href).toBe(code);
      const firstOut = cards.findIndex((card) => card.stock === 'outofstock');
      if (firstOut >= 0) expect(cards.slice(firstOut).every((card) => card.stock === 'outofstock')).toBe(true);
    }
    const filtered = await (await get('/fa/category/VAS/vases/size/16')).text();
    // The size in Persian, isolated in its own direction inside the link's name.
    expect(filtered).toMatch(/aria-current="page"[^>]*aria-label="\u2068قطر ۱۶\u2069، /);
    expect(filtered).toContain('href="/fa/category/VAS/vases"');
  });

  it("orders a product page's sizes by the category filters and marks the sold-out ones", async () => {
    const html = await (await get('/Products/SWT01MD/alborz-merino-sweater')).text();
    const sizes = [...html.matchAll(/data-size-sku="(SWT01\w\w)" data-stock="(\w+)"/g)].map((m) => [m[1], m[2]]);
    expect(sizes.map(([sku]) => sku)).toEqual(['SWT01XS', 'SWT01SM', 'SWT01MD', 'SWT01LG', 'SWT01XL']);
    expect(Object.fromEntries(sizes).SWT01XL).toBe('outofstock');
  });

  it('fills every placeholder of the texts it shows', async () => {
    for (const path of [
      '/',
      '/category/VAS/vases',
      '/category/VAS/vases/size/16',
      '/Products/VAS0116/dune-stoneware-vase',
      '/Products/Search?searchResult=vase',
      '/cart',
    ]) {
      for (const prefix of ['', '/fa']) {
        const html = await (await get(`${prefix}${path}`)).text();
        // Text between tags only: the page's JSON for its scripts keeps templates on purpose.
        const text = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
        expect(text, `${prefix}${path}`).not.toMatch(/\{\{?\w+\}\}?|%s/);
      }
    }
  });

  it('offers a choice of package types only where a product has more than one', async () => {
    const vase = await (await get('/Products/VAS0116/dune-stoneware-vase')).text();
    expect([...vase.matchAll(/<input type="radio" name="package" value="(\d)"/g)].map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(vase).toContain('Carton of 24');
    expect(vase).toContain('24 pieces');
    const rug = await (await get('/fa/category/TXT/textiles')).text();
    const rugSku = /data-sku="(RUG\w+)"/.exec(rug)![1]!;
    const rugPage = await (await get(`/fa/Products/${rugSku}`, { redirect: 'follow' })).text();
    expect(rugPage).not.toContain('name="package"');
    expect(rugPage).toMatch(/بسته‌بندی:\s+تک‌عددی، ۱ عدد/);
  });
});
