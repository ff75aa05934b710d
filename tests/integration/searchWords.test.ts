import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import type { startShop } from '../support/startShop.ts';
import { shopWithRoles } from './shopWithRoles.ts';
import { isFailure } from './http.ts';

// What shoppers searched for and did not find, and the words editors teach the search, on a shop of its own.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
const { own, as } = shopWithRoles(['editor', 'staff', 'customer'] as const);
beforeAll(() => ({ shop, db } = own));
const resultsPage = async (text: string, locale: 'en' | 'fa' = 'en') => {
  const response = await fetch(`${shop.url}${locale === 'fa' ? '/fa' : ''}/Products/Search?searchResult=${encodeURIComponent(text)}`);
  expect(response.status).toBe(200);
  return response.text();
};
const families = async (text: string) => [
  ...new Set(
    ((await as(null, `/v1/product/list/search/all/${encodeURIComponent(text)}/1/50`)).body.data.items as { parentSku: string }[]).map(
      (p) => p.parentSku,
    ),
  ),
];
const misses = async () => (await as('editor', '/v1/staff/search/words')).body.data.misses as { text: string; count: number }[];

describe('searches that found nothing', () => {
  it('are counted from the results page, folded, once per search, with nothing about who searched', async () => {
    await resultsPage('Zzqxv Blorp');
    await resultsPage('zzqxv   blorp', 'fa');
    await resultsPage('VASE');
    // The search box's suggestions, asked as the shopper types, are not searches made.
    await as(null, `/v1/product/suggest/${encodeURIComponent('zzqxv blorp')}`);
    const counted = await misses();
    expect(counted).toContainEqual(expect.objectContaining({ text: 'zzqxv blorp', count: 2 }));
    expect(counted.map((miss) => miss.text)).not.toContain('vase');
    const rows = await db.selectFrom('searchMisses').selectAll().execute();
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'text']);
  });

  it('are counted from the search dialog too, but only a text that finds nothing, and a broken call counts nothing', async () => {
    const dialog = (text: unknown) => as(null, '/v1/search/misses', { json: { text } });
    expect((await dialog('Qwxzv Plonk')).status).toBe(200);
    expect((await dialog('goldoon')).status).toBe(200);
    expect((await dialog('vase')).status).toBe(200);
    expect((await dialog('x'.repeat(101))).status).toBe(400);
    expect((await dialog('')).status).toBe(400);
    const counted = (await misses()).map((miss) => miss.text);
    expect(counted).toContain('qwxzv plonk');
    // Read as Finglish, "goldoon" finds the vases: not a miss.
    expect(counted).not.toContain('goldoon');
    expect(counted).not.toContain('vase');
  });

  it('are listed to editors and admins only', async () => {
    expect((await as(null, '/v1/staff/search/words')).status).toBe(401);
    for (const who of ['customer', 'staff'] as const) expect((await as(who, '/v1/staff/search/words')).status, who).toBe(404);
  });

  it('show on the staff page, each with a way to teach the search its word', async () => {
    const page = await (await fetch(`${shop.url}/staff/search`, { headers: { cookie: own.cookies.editor } })).text();
    expect(page).toContain('Searches that found nothing in the last 30 days');
    expect(page).toContain('zzqxv blorp');
    expect(page).toContain(`/staff/search?typed=${encodeURIComponent('zzqxv blorp')}#new-word`);
  });
});

describe('the shop’s own words', () => {
  it('make the search find the catalogue’s word at once, and stop when removed', async () => {
    expect(await families('ظرفچه')).toEqual([]);
    const saved = await as('editor', '/v1/staff/search/words', { method: 'PUT', json: { typed: 'ظرفچه', meant: 'کاسه' } }, 'fa');
    expect(saved.status).toBe(200);
    expect(saved.body.message.fa).toContain('واژه ذخیره شد');
    expect(saved.body.data.words).toEqual([{ typed: 'ظرفچه', meant: 'کاسه' }]);
    expect((await families('ظرفچه')).slice(0, 3).sort()).toEqual(['BWL01', 'BWL02', 'BWL03']);
    // Its plural too, as for the built-in forms.
    expect(await families('ظرفچه‌ها')).toContain('BWL01');
    const audit = await db.selectFrom('auditLog').selectAll().where('action', '=', 'search.word').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject: 'ظرفچه', after: JSON.stringify({ meant: 'کاسه' }) });
    const removed = await as('editor', '/v1/staff/search/words/remove', { json: { typed: 'ظرفچه' } });
    expect(removed.body.data.words).toEqual([]);
    expect(await families('ظرفچه')).toEqual([]);
  });

  it('refuse what is not one word each side, in the editor’s language, and save nothing', async () => {
    for (const [json, message] of [
      [{ typed: 'two words', meant: 'vase' }, 'The word shoppers type: Write one word of two letters or more, without spaces'],
      [{ typed: 'vase', meant: 'VASE' }, 'The catalogue’s word: Write a word other than the one shoppers type'],
      [{ typed: 'x', meant: 'vase' }, 'Write one word of two letters or more, without spaces'],
    ] as const) {
      const answer = await as('editor', '/v1/staff/search/words', { method: 'PUT', json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(isFailure(answer.body)).toBe(true);
      expect(JSON.stringify(answer.body.additionalInfo)).toContain(message);
    }
    const fa = await as('editor', '/v1/staff/search/words', { method: 'PUT', json: { typed: 'دو واژه', meant: 'کاسه' } }, 'fa');
    expect(JSON.stringify(fa.body.additionalInfo)).toContain('یک واژه بنویسید');
    expect((await as('editor', '/v1/staff/search/words')).body.data.words).toEqual([]);
  });
});

describe('did you mean', () => {
  it('offers the catalogue’s word, as written, on the results page and with the search box’s suggestions', async () => {
    expect((await as(null, `/v1/product/suggest/${encodeURIComponent('porcelian')}`)).body.data.didYouMean).toBe('porcelain');
    expect((await as(null, `/v1/product/suggest/${encodeURIComponent('اباژر')}`)).body.data.didYouMean).toBe('آباژور');
    expect((await as(null, '/v1/product/suggest/porcelain')).body.data.didYouMean).toBeNull();
    const page = await resultsPage('porcelian');
    expect(page.includes('Did you mean “<a href="/Products/Search?searchResult=porcelain"><bdi>porcelain</bdi></a>”?')).toBe(true);
  });
});

describe('other readings', () => {
  it('searches the other keyboard layout and Finglish when the words as typed are unknown, and says so; as typed on asking', async () => {
    const list = async (text: string, query = '') =>
      (await as(null, `/v1/product/list/search/all/${encodeURIComponent(text)}/1/24${query}`)).body.data as {
        items: { parentSku: string }[];
        readAs: string | null;
      };
    const read = await list("'gnhk");
    expect(read.readAs).toBe('گلدان');
    expect(read.items.map((item) => item.parentSku)).toContain('VAS01');
    // Asked as typed after the reading was cached: an answer of its own.
    const typed = await list("'gnhk", '?asTyped=true');
    expect(typed).toMatchObject({ readAs: null, items: [] });
    expect((await as(null, `/v1/product/list/search/all/vase/1/24?asTyped=maybe`)).status).toBe(400);
    expect((await as(null, `/v1/product/suggest/goldoon`)).body.data).toMatchObject({ readAs: 'گلدان', didYouMean: null });
    expect((await as(null, `/v1/product/suggest/vase`)).body.data.readAs).toBeNull();
    // The page says what it searched, and links to the words as typed, which it does not count as a miss.
    const page = await resultsPage('رشسث', 'fa');
    expect(page).toContain('نتیجه‌های «<strong><bdi>vase</bdi></strong>» را می‌بینید.');
    expect(page).toContain(`href="/fa/Products/Search?searchResult=${encodeURIComponent('رشسث')}&amp;asTyped=1"`);
    const asTyped = await fetch(`${shop.url}/Products/Search?searchResult=${encodeURIComponent('رشسث')}&asTyped=1`);
    expect(asTyped.status).toBe(200);
    expect((await misses()).map((miss) => miss.text)).not.toContain('رشسث');
  });
});
