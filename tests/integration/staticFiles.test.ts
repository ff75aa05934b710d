import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '~/web/staticFiles.server.ts';

// A large catalogue's pages are built with a brotli twin only (src/web/builtPage.server.ts): a browser that
// takes gzip alone must still get them compressed.
const page = `<!doctype html><html lang="fa" dir="rtl"><body>${'<p>گلدان سفالی دست‌ساز</p>'.repeat(200)}</body></html>`;
const small = '<!doctype html><p>ok</p>';

let root: string;
let server: Server;
let port: number;

/** The raw answer: headers and the bytes as sent, not decoded. */
function get(path: string, acceptEncoding: string, method = 'GET'): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const asked = request({ port, path, method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    asked.on('error', reject).end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'large'));
  writeFileSync(join(root, 'large', 'index.html'), page);
  writeFileSync(join(root, 'large', 'index.html.br'), brotliCompressSync(page));
  mkdirSync(join(root, 'small'));
  writeFileSync(join(root, 'small', 'index.html'), small);
  const serve = createStaticHandler(root);
  server = createServer((req, res) => {
    if (!serve(req, res, new URL(req.url!, 'http://shop').pathname)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a built page without a gzip twin', () => {
  it('is gzipped as it is sent to a browser that takes gzip only', async () => {
    const { headers, body } = await get('/large/', 'gzip, deflate');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBeUndefined();
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('still goes out as its brotli twin to a browser that takes brotli', async () => {
    const { headers, body } = await get('/large/', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBe(body.byteLength);
    expect(body.equals(brotliCompressSync(page))).toBe(true);
  });

  it('goes out as it is to a browser that takes neither, and when too small to be worth compressing', async () => {
    const plain = await get('/large/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
    const tiny = await get('/small/', 'gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe(small);
  });

  it('answers a HEAD with the encoding and no body', async () => {
    const { headers, body } = await get('/large/', 'gzip', 'HEAD');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.byteLength).toBe(0);
  });
});
