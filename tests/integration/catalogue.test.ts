import { describe, expect, it } from 'vitest';
import { call, isFailure } from './http.ts';

const ORDER_OK = (items: { stock_status: string }[]) => {
  const firstOut = items.findIndex((p) => p.stock_status === 'outofstock');
  return firstOut === -1 || items.slice(firstOut).every((p) => p.stock_status === 'outofstock');
};

describe('banners, menu and categories', () => {
  it('lists three banners with media, both languages and line breaks', async () => {
    const { status, body } = await call('/v1/shop/banner/list');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    for (const banner of body.data) {
      expect(banner.mediaInfos[0].url).toMatch(/\.svg$/);
      expect(banner.titleFa).toMatch(/[\u0600-\u06FF]/);
      expect(banner.descriptionEn).toContain('\n');
      expect(['start', 'center', 'end']).toContain(banner.alignContent);
      expect(banner.slug).toMatch(/^\/category\/[A-Z0-9]+\/[a-z0-9-]+$/);
    }
  });

  it('gives a three-level menu whose links lead to categories', async () => {
    const { body } = await call('/v1/shop/menu');
    const depth = (items: any[]): number => (items.length ? 1 + Math.max(...items.map((i) => depth(i.childs))) : 0);
    expect(depth(body.data)).toBe(3);
    expect(body.data[0]).toMatchObject({ href: expect.stringMatching(/^\/category\//), active: true });
    expect(body.data[0].titleFa).toMatch(/[\u0600-\u06FF]/);
  });

  it('lists every category with its parent', async () => {
    const { body } = await call('/v1/shop/category/list');
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    const ids = new Set(body.data.map((c: any) => c.id));
    for (const category of body.data) if (category.parentId !== null) expect(ids.has(category.parentId)).toBe(true);
  });

  it('answers 404 for another shop key', async () => {
    for (const path of ['/v1/other/banner/list', '/v1/other/menu', '/v1/other/category/list']) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(isFailure(body)).toBe(true);
    }
    expect((await call('/v1/other/categoryInfo', { json: { xCode: 'VAS' } })).status).toBe(404);
  });
});

describe('categoryInfo', () => {
  it('gives a category and its size filters by code or by id', async () => {
    const byCode = await call('/v1/shop/categoryInfo', { json: { xCode: 'VAS' } });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.category.xCode).toBe('VAS');
    expect(byCode.body.data.categorySizeFilters.length).toBeGreaterThan(0);
    for (const filter of byCode.body.data.categorySizeFilters) expect(filter.id).toMatch(/^[A-Z0-9]{2}$/);
    const byId = await call('/v1/shop/categoryInfo', { json: { categoryId: byCode.body.data.category.id } });
    expect(byId.body.data).toEqual(byCode.body.data);
  });

  it('answers 404 for an unknown category and 400 for a malformed query', async () => {
    expect((await call('/v1/shop/categoryInfo', { json: { xCode: 'ZZZ' } })).status).toBe(404);
    const bad = await call('/v1/shop/categoryInfo', { json: { categoryId: 'one' } });
    expect(bad.status).toBe(400);
    expect(isFailure(bad.body)).toBe(true);
  });
});

describe('product lists', () => {
  it('lists published products of a category and its subcategories, out-of-stock last', async () => {
    const categories = (await call('/v1/shop/category/list')).body.data;
    const top = categories.find((c: any) => c.parentId === null);
    const { status, body } = await call(`/v1/product/list/${top.id}/1/1000`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(body.data.items.length);
    expect(body.data.items.length).toBeGreaterThan(20);
    expect(ORDER_OK(body.data.items)).toBe(true);
    for (const product of body.data.items) expect(product.status).toBe('publish');
  });

  it('puts every sold-out product after the ones in stock across the whole catalogue', async () => {
    const { body } = await call('/v1/product/list/all/1/1000');
    expect(body.data.items.some((p: any) => p.stock_status === 'outofstock')).toBe(true);
    expect(ORDER_OK(body.data.items)).toBe(true);
  });

  it('pages through a list without overlap', async () => {
    const first = (await call('/v1/product/list/all/1/10')).body.data;
    const second = (await call('/v1/product/list/all/2/10')).body.data;
    expect(first).toMatchObject({ page: 1, perPage: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.items.map((p: any) => p.id));
    expect(second.items.some((p: any) => ids.has(p.id))).toBe(false);
    const beyond = (await call('/v1/product/list/all/999/10')).body.data;
    expect(beyond.items).toEqual([]);
  });

  it('gives products the contract fields', async () => {
    const [product] = (await call('/v1/product/list/all/1/1')).body.data.items;
    expect(Object.keys(product).sort()).toEqual(
      [
        'categoryIds',
        'descriptionEn',
        'descriptionFa',
        'featured',
        'id',
        'images',
        'nameEn',
        'nameFa',
        'packageIds',
        'parentSku',
        'quantity',
        'sku',
        'slug',
        'status',
        'stock_status',
      ].sort(),
    );
    expect(product.images).toHaveLength(2);
    expect(product.sku.slice(0, 5)).toBe(product.parentSku);
  });

  it('says which package types each product is sold in, the default first, and which are featured', async () => {
    const items = (await call('/v1/product/list/all/1/1000')).body.data.items as {
      parentSku: string;
      packageIds: number[];
      featured: boolean;
    }[];
    const of = (parent: string) => items.find((p) => p.parentSku === parent)!;
    expect(of('VAS01').packageIds).toEqual([1, 2, 3]); // no choice made: every active type, by size
    expect(of('RUG01').packageIds).toEqual([1]);
    expect(of('SWT01').packageIds).toEqual([1, 2]);
    expect(of('VAS01').featured).toBe(true);
    expect(of('RUG01').featured).toBe(false);
  });

  it('refuses bad page numbers, sizes and category lists with a 400', async () => {
    for (const path of [
      '/v1/product/list/all/0/10',
      '/v1/product/list/all/1/5000',
      '/v1/product/list/all/x/10',
      '/v1/product/list/1,a/1/10',
      '/v1/product/list/all/-1/10',
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(400);
      expect(isFailure(body), path).toBe(true);
    }
  });

  it('gives an empty list for an unknown category', async () => {
    expect((await call('/v1/product/list/99999/1/10')).body.data).toMatchObject({ items: [], total: 0 });
  });
});

describe('search', () => {
  it('finds products by English name or description, case-insensitively, names first', async () => {
    const { body } = await call('/v1/product/search/STONEWARE');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    const inName = body.data.map((product: any) => `${product.nameEn}`.toLowerCase().includes('stoneware'));
    expect(inName[0]).toBe(true);
    // Names first; once three families name it, a product whose description alone holds it is left out.
    const firstByDescription = inName.indexOf(false);
    if (firstByDescription >= 0) expect(inName.slice(firstByDescription).every((holds: boolean) => !holds)).toBe(true);
    for (const product of body.data) expect(`${product.nameEn} ${product.descriptionEn}`.toLowerCase()).toContain('stoneware');
  });

  it('suggests one size per product family, the size searched for when it is a code', async () => {
    const vases = (await call('/v1/product/search/vase')).body.data as { sku: string; parentSku: string }[];
    expect(vases.length).toBeGreaterThan(1);
    expect(new Set(vases.map((p) => p.parentSku)).size).toBe(vases.length);
    const code = (await call('/v1/product/search/vas0120')).body.data as { sku: string }[];
    expect(code.map((p) => p.sku)).toEqual(['VAS0120']);
  });

  it('finds Persian names typed with Arabic letters', async () => {
    const persian = (await call(`/v1/product/search/${encodeURIComponent('گلدان')}`)).body.data;
    expect(persian.length).toBeGreaterThan(0);
    // Arabic kaf (ك) in place of Persian kaf (ک).
    const arabic = (await call(`/v1/product/search/${encodeURIComponent('گلدان'.replace('ک', 'ك'))}`)).body.data;
    expect(arabic.map((p: any) => p.id)).toEqual(persian.map((p: any) => p.id));
    const someName = persian[0].nameFa as string;
    const typedArabic = someName.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const found = (await call(`/v1/product/search/${encodeURIComponent(typedArabic)}`)).body.data;
    expect(found.map((p: any) => p.nameFa)).toContain(someName);
  });

  it('finds a product by SKU typed with Persian digits, exact SKU first', async () => {
    const [product] = (await call('/v1/product/list/all/1/1')).body.data.items;
    const persianDigits = (product.sku as string).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const { body } = await call(`/v1/product/search/${encodeURIComponent(persianDigits)}`);
    expect(body.data[0].sku).toBe(product.sku);
  });

  it('searches inside categories with paging', async () => {
    const { body } = await call(`/v1/product/list/search/all/${encodeURIComponent('stoneware')}/1/5`);
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.perPage).toBe(5);
    const none = await call(`/v1/product/list/search/all/${encodeURIComponent('zzqqxx')}/1/5`);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('forgives how shoppers type: colloquial forms, the madda and the non-joiner left out, plurals, slips', async () => {
    const families = async (text: string) => [
      ...new Set(
        ((await call(`/v1/product/list/search/all/${encodeURIComponent(text)}/1/100`)).body.data.items as { parentSku: string }[]).map(
          (p) => p.parentSku,
        ),
      ),
    ];
    for (const [typed, written] of [
      ['گلدون', 'گلدان'],
      ['فنجون', 'فنجان'],
      ['اباژور', 'آباژور'],
      ['پیشدستی', 'پیش‌دستی'],
      ['فرش دستباف', 'فرش دست‌باف'],
      ['دست باف', 'دست‌باف'],
      ['گلدان‌ها', 'گلدان'],
      ['vases', 'vase'],
      ['MUGS', 'mug'],
      ['cushions', 'cushion'],
      ['scarves', 'scarf'],
      ['blown glass', 'blown-glass'],
      // Slips of typing.
      ['vsae', 'vase'],
      ['cushon', 'cushion'],
      ['porcelian', 'porcelain'],
      ['stonewear', 'stoneware'],
      ['گلدن', 'گلدان'],
    ] as const) {
      // The written form's best match first (tests/integration/searchRelevance.test.ts asks more of the ranking).
      const found = await families(typed);
      const expected = await families(written);
      expect(expected.length, written).toBeGreaterThan(0);
      expect(found[0], typed).toBe(expected[0]);
    }
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await call('/v1/product/search/%25')).body.data).toEqual([]);
    expect((await call('/v1/product/search/_')).body.data).toEqual([]);
  });

  it('refuses an over-long search', async () => {
    expect((await call(`/v1/product/search/${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('stock, variants, packages and ids', () => {
  it('gives the stock state of the SKUs asked, unknown ones left out', async () => {
    const items = (await call('/v1/product/list/all/1/1000')).body.data.items;
    const sold = items.find((p: any) => p.stock_status === 'outofstock');
    const inStock = items[0];
    const { status, body } = await call('/v1/product/quantity/xcode/list', { json: [inStock.sku, 'NOPE-1', sold.sku, inStock.sku] });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { sku: inStock.sku, stock_status: 'instock', status: 'publish', quantity: inStock.quantity, packageIds: inStock.packageIds },
      { sku: sold.sku, stock_status: 'outofstock', status: 'publish', quantity: 0, packageIds: sold.packageIds },
    ]);
  });

  it('reports draft products as drafts so carts can drop them', async () => {
    const all = (await call('/v1/product/list/all/1/1000')).body.data.items.map((p: any) => p.sku);
    // Drafts are hidden from lists; ask for every demo SKU shape to find one.
    const families = [...new Set(all.map((sku: string) => sku.slice(0, 5)))];
    const sizes = [...new Set(all.map((sku: string) => sku.slice(5, 7)))];
    const guesses = families.flatMap((f) => sizes.map((s) => `${f}${s}`)).filter((sku) => !all.includes(sku));
    const { body } = await call('/v1/product/quantity/xcode/list', { json: guesses.slice(0, 1000) });
    expect(body.data.some((line: any) => line.status === 'draft')).toBe(true);
  });

  it('refuses a stock query that is not a list of SKUs', async () => {
    for (const json of [{ skus: ['a'] }, [1, 2], ['x'.repeat(65)], Array.from({ length: 1001 }, () => 'A')]) {
      const { status, body } = await call('/v1/product/quantity/xcode/list', { json });
      expect(status).toBe(400);
      expect(body.additionalInfo.length).toBeGreaterThan(0);
    }
  });

  it('lists the sizes of one parent SKU', async () => {
    const [product] = (await call('/v1/product/list/all/1/1')).body.data.items;
    const { body } = await call(`/v1/product/sku/${product.parentSku}/1/50`);
    expect(body.data.items.length).toBeGreaterThanOrEqual(1);
    for (const variant of body.data.items) expect(variant.parentSku).toBe(product.parentSku);
    expect(body.data.items.map((v: any) => v.sku)).toContain(product.sku);
  });

  it('lists the three active package types', async () => {
    const { body } = await call('/v1/package/list/active');
    expect(body.data.map((p: any) => p.pieces)).toEqual([1, 6, 24]);
    for (const p of body.data) expect(p.titleFa).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives products by id in the order asked, unknown ids left out', async () => {
    const items = (await call('/v1/product/list/all/1/3')).body.data.items;
    const ids = [items[2].id, 999999, items[0].id];
    const { body } = await call('/v1/product/list/ids', { json: ids });
    expect(body.data.map((p: any) => p.id)).toEqual([items[2].id, items[0].id]);
    expect((await call('/v1/product/list/ids', { json: ['1'] })).status).toBe(400);
    expect((await call('/v1/product/list/ids', { json: [1.5] })).status).toBe(400);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with a 400 in both languages', async () => {
    const { status, body } = await call('/v1/product/list/ids', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,',
    });
    expect(status).toBe(400);
    expect(isFailure(body)).toBe(true);
  });

  it('answers a non-JSON body with a 415', async () => {
    const { status, body } = await call('/v1/product/list/ids', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '[1]' });
    expect(status).toBe(415);
    expect(isFailure(body)).toBe(true);
  });

  it('answers a body over 64 KB with a 413, with or without a declared length', async () => {
    const big = JSON.stringify(Array.from({ length: 20000 }, (_, i) => i + 1));
    const declared = await call('/v1/product/list/ids', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(declared.status).toBe(413);
    expect(isFailure(declared.body)).toBe(true);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await call('/v1/product/list/ids', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('answers a wrong method with a 405 and an unknown path with a JSON 404', async () => {
    const wrong = await call('/v1/shop/menu', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(isFailure(wrong.body)).toBe(true);
    const unknown = await call('/v1/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(isFailure(unknown.body)).toBe(true);
  });

  it('gives detail lines in Persian to a Persian visitor', async () => {
    const { body } = await call('/v1/product/list/ids', { json: ['x'], headers: { 'accept-language': 'fa-IR' } });
    expect(body.additionalInfo[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses writes from another origin', async () => {
    const { status, body } = await call('/v1/product/list/ids', { json: [1], headers: { origin: 'https://elsewhere.example' } });
    expect(status).toBe(403);
    expect(isFailure(body)).toBe(true);
  });

  it('never leaks a stack trace', async () => {
    for (const path of ['/v1/product/list/%E0%A4%A/1/1', '/v1/product/search/%E0%A4%A', '/v1/product/sku/%00/1/1']) {
      const { status, text } = await call(path);
      expect(status, path).toBeLessThan(500);
      expect(text).not.toMatch(/at .*\.(m?js|ts):\d+/);
    }
  });
});

describe('caching and compression', () => {
  it('answers a repeated GET with 304 when the client has it', async () => {
    const first = await call('/v1/shop/menu');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${(await import('./http.ts')).baseUrl()}/v1/shop/menu`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers a search typed again with other spaces as the first, keeping how the shopper wrote its words', async () => {
    const first = await call(`/v1/product/suggest/${encodeURIComponent('porcelian  vase')}`);
    expect(first.body.data.didYouMean).toBe('porcelain vase');
    for (const spaced of [' porcelian vase', 'porcelian\tvase ']) {
      const again = await call(`/v1/product/suggest/${encodeURIComponent(spaced)}`);
      expect(again.headers.get('etag'), spaced).toBe(first.headers.get('etag'));
      expect(again.body, spaced).toEqual(first.body);
    }
    // Written otherwise, the offer keeps the shopper's own letters: an answer is shared by spacing alone.
    expect((await call(`/v1/product/suggest/${encodeURIComponent('Porcelian Vase')}`)).body.data.didYouMean).toBe('porcelain Vase');
    const page = (text: string) => call(`/v1/product/list/search/all/${encodeURIComponent(text)}/1/5`);
    expect((await page('  stoneware   mug')).body).toEqual((await page('stoneware mug')).body);
    expect((await page('stoneware mug')).body).not.toEqual((await page('stoneware mug plate')).body);
  });

  it('compresses JSON with brotli or gzip', async () => {
    const { baseUrl } = await import('./http.ts');
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${baseUrl()}/v1/product/list/all/1/50`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = await response.json();
      expect(body.data.items).toHaveLength(50);
    }
  });
});
