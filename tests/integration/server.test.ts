import { describe, expect, it } from 'vitest';
import { baseUrl } from './http.ts';

describe('the HTTP server', () => {
  it('sends a Persian-preferring visitor of / to /fa/ and keeps English at /', async () => {
    const persian = await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'fa-IR,fa;q=0.9' }, redirect: 'manual' });
    expect(persian.status).toBe(302);
    expect(persian.headers.get('location')).toBe('/fa/');
    const cookie = await fetch(`${baseUrl()}/`, { headers: { cookie: 'locale=fa', 'accept-language': 'en' }, redirect: 'manual' });
    expect(cookie.headers.get('location')).toBe('/fa/');
    const english = await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'en-US' }, redirect: 'manual' });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('lang="en"');
  });

  it('serves the Persian home page right-to-left', async () => {
    const html = await (await fetch(`${baseUrl()}/fa/`)).text();
    expect(html).toMatch(/<html[^>]*lang="fa"[^>]*dir="rtl"/);
    expect(html).toContain('صفحهٔ اصلی - فروشگاه آنلاین');
  });

  it('sends pages precompressed, with brotli or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${baseUrl()}/fa/`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toContain('dir="rtl"');
    }
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
  });

  it('tells a load balancer the process answers and is ready, never from a cache', async () => {
    const health = await fetch(`${baseUrl()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${baseUrl()}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ ready: true, database: true, migrations: true, build: true, draining: false });
    const head = await fetch(`${baseUrl()}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${baseUrl()}/healthz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('publishes the OpenAPI document', async () => {
    const document = await (await fetch(`${baseUrl()}/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
  });
});
