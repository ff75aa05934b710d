import { describe, expect, it } from 'vitest';
import { baseUrl, call, isFailure } from './http.ts';

async function firstPicture(): Promise<string> {
  const [product] = (await call('/v1/product/list/all/1/1')).body.data.items;
  return product.images[0];
}

describe('/CDN/Files', () => {
  it('serves the original picture with a long cache lifetime and an ETag', async () => {
    const name = await firstPicture();
    const response = await fetch(`${baseUrl()}/CDN/Files/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await response.text()).startsWith('<svg')).toBe(true);
    const again = await fetch(`${baseUrl()}/CDN/Files/${name}`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('resizes to WebP for browsers that take it, at the width asked for rounded up', async () => {
    const name = await firstPicture();
    const response = await fetch(`${baseUrl()}/CDN/Files/${name}?w=300`, { headers: { accept: 'image/webp,*/*' } });
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
    const { default: sharp } = await import('sharp');
    expect((await sharp(bytes).metadata()).width).toBe(384);
  });

  it('sends AVIF only when it is clearly smaller than WebP', async () => {
    const name = await firstPicture();
    const get = async (accept: string) => new Uint8Array(await (await fetch(`${baseUrl()}/CDN/Files/${name}?w=512`, { headers: { accept } })).arrayBuffer());
    const webp = await get('image/webp');
    const response = await fetch(`${baseUrl()}/CDN/Files/${name}?w=512`, { headers: { accept: 'image/avif,image/webp' } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.headers.get('content-type') === 'image/avif') expect(body.byteLength).toBeLessThan(webp.byteLength * 0.9);
    else expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toContain('Accept');
  });

  it('falls back to PNG for browsers without WebP', async () => {
    const response = await fetch(`${baseUrl()}/CDN/Files/${await firstPicture()}?w=64`, { headers: { accept: 'image/png' } });
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('cannot be walked out of the media folder', async () => {
    for (const path of ['..%2Fstore.db', '..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd', 'store.db', 'nothing-here.svg']) {
      const { status, body } = await call(`/CDN/Files/${path}`);
      expect(status, path).toBe(404);
      expect(isFailure(body), path).toBe(true);
    }
  });

  it('refuses a width that is not a number', async () => {
    expect((await call(`/CDN/Files/${await firstPicture()}?w=big`)).status).toBe(400);
  });
});
