import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, call } from './http.ts';

// A list sent as a link (docs/rules.md#shared-lists), read against the catalogue: it opens in both languages; a
// forged, damaged or huge link gets its message under a 400, never a 500, never echoed as markup.

/** A GET sent with its path exactly as written, control characters and all (fetch would refuse or mend them). */
function rawGet(path: string): Promise<{ status: number; text: string; cookie: string[] | undefined }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method: 'GET', insecureHTTPParser: true }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode!, text, cookie: res.headers['set-cookie'] }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** What a messenger's preview reads of a page. */
const meta = (text: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(text)?.[1];

describe('a shared list’s page', () => {
  it('shows each line with its count and package, in either language, and is never kept or indexed', async () => {
    for (const [prefix, title, pieces] of [
      ['', 'An order list sent to you', '3 × Box of 6 = 18 pieces'],
      ['/fa', 'سبد خریدی که برایتان فرستاده‌اند', '۳ × جعبهٔ ۶تایی = ۱۸ عدد'],
    ] as const) {
      const page = await call(`${prefix}/list/1o.CSH0344~3~2.PLT0122.LMP0225`);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(page.text).toContain(pieces);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      expect(page.headers.get('set-cookie')).toBeNull();
      // The preview card names the list and how many products it holds, in the list's language.
      expect(meta(page.text, 'og:description')).toMatch(prefix ? /^۳ قلم،/ : /^3 items,/);
    }
  });

  it('answers a forged, damaged or huge link with its message under a 400, echoing nothing and keeping nothing', async () => {
    const forged = [
      '/list/1o.CSH0344~0',
      '/list/1o.CSH0344~-1',
      '/list/1o.CSH0344~99999',
      '/list/1o.CSH0344~2~0',
      '/list/2o.CSH0344',
      '/list/1z.CSH0344',
      '/list/1o.',
      '/list/1o.CSH0344%00',
      '/list/1o.CSH0344%0Aset-cookie:x=1',
      '/list/1o.CSH0344%1B[31m',
      '/list/1o.%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/fa/list/1o.CSH0344%E2%80%AE',
      `/list/1o.${'CSH0344.'.repeat(400)}CSH0344`,
      `/list/1o.${'A'.repeat(9000)}`,
    ];
    for (const path of forged) {
      const answer = await rawGet(path);
      expect(answer.status, path.slice(0, 60)).toBe(400);
      expect(answer.text, path.slice(0, 60)).toMatch(
        /This link does not open a list|This list is too long for one link|این پیوند فهرستی را باز نمی‌کند/,
      );
      expect(answer.text).not.toMatch(/<script>alert|\u0000|\u001b|set-cookie:x/);
      expect(answer.cookie).toBeUndefined();
    }
  });

  it('brings a count above the cap down to it and says so, and refuses a post from another site', async () => {
    const page = await call('/list/1o.CSH0344~40');
    expect(page.status).toBe(200);
    expect(page.text).toContain('brought down to 10');
    expect(page.text).toContain('10 × Single piece = 10 pieces');
    const posted = await call('/list/1o.CSH0344~2', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'all=order',
    });
    expect(posted.status).toBe(403);
  });
});
