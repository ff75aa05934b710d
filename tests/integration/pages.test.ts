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

  it('answers unknown addresses with a 404 page in the visitor language', async () => {
    const english = await get('/no/such/page');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('This page could not be found');
    const persian = await get('/fa/no-such-page');
    expect(persian.status).toBe(404);
    expect(await persian.text()).toContain('این صفحه پیدا نشد');
    expect((await get('/Products/NO-SUCH-SKU')).status).toBe(404);
    expect((await get('/de/Products/Search')).status).toBe(404);
  });

  it('renders search results on the server, with the empty message when nothing matches', async () => {
    const found = await (await get('/Products/Search?searchResult=stoneware')).text();
    expect(found).toContain('data-product');
    const none = await (await get('/Products/Search?searchResult=qqqzzz')).text();
    expect(none).toContain('No product found. You can try our different products.');
    const persian = await (await get(`/fa/Products/Search?searchResult=${encodeURIComponent('گلدان')}`)).text();
    expect(persian).toContain('کالا پیدا شد');
  });

  it('remembers the language chosen with the switch for a year', async () => {
    const response = await get('/fa/aboutUs?locale=fa');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('locale=fa');
    expect(cookie).toContain('Max-Age=31536000');
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('publishes a sitemap with both languages and a robots file that points at it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/fa/category/VAS/vases');
    expect(sitemap).toContain('hreflang="fa"');
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it('writes SKUs left-to-right on Persian pages and counts in Persian digits', async () => {
    const html = await (await get('/fa/category/VAS/vases')).text();
    expect(html).toMatch(/<bdi class="code"[^>]*dir="ltr"[^>]*>VAS\d+/);
    expect(html).toMatch(/[۰-۹]+ کالا/);
  });
});
