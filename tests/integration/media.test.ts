import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { inTurn, mediaFile, mediaHeaders, VARIANT_QUEUE, VARIANT_WORKERS } from '~/service/media/media.server.ts';
import { baseUrl, call, isFailure } from './http.ts';

/** A 1200 × 800 photograph-like JPEG: detail everywhere, as in a real picture, so quality shows in bytes. */
async function noisyPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#8a6d52', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A 200 × 100 JPEG as a phone writes it: to be shown a quarter turn clockwise (EXIF orientation 6), with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#c0603a' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '51/1 23/1 9/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

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
    const get = async (accept: string) =>
      new Uint8Array(await (await fetch(`${baseUrl()}/CDN/Files/${name}?w=512`, { headers: { accept } })).arrayBuffer());
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

  it('serves a phone photograph upright and without its EXIF and GPS, as WebP, AVIF and JPEG', async () => {
    const { default: sharp } = await import('sharp');
    // A picture stored before imports cleaned them, as it came from the phone.
    writeFileSync(join(inject('dataDir'), 'media', 'phone-photo.jpg'), await phonePhoto());
    for (const accept of ['image/webp,*/*', 'image/avif,image/webp,*/*', 'image/jpeg,*/*']) {
      const response = await fetch(`${baseUrl()}/CDN/Files/phone-photo.jpg?w=64`, { headers: { accept } });
      expect(response.status, accept).toBe(200);
      if (accept.startsWith('image/jpeg')) expect(response.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }, accept).toEqual({
        width: 64,
        height: 128,
        exif: undefined,
        orientation: undefined,
      });
    }
  });

  it('makes at most VARIANT_WORKERS variants at once, and past the queue’s bound answers at once with the original, cached for a minute', async () => {
    let now = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((go) => (release = go));
    const busy = Array.from({ length: VARIANT_WORKERS + VARIANT_QUEUE }, () =>
      inTurn(async () => {
        most = Math.max(most, ++now);
        await gate;
        now--;
      }),
    );
    const media = mkdtempSync(join(tmpdir(), 'media-queue-'));
    try {
      writeFileSync(join(media, 'waiting.jpg'), await phonePhoto());
      const started = Date.now();
      const file = await mediaFile({ mediaDir: media }, 'waiting.jpg', 384, 'image/avif,image/webp,*/*');
      expect(Date.now() - started).toBeLessThan(1000);
      expect([file.interim, file.type]).toEqual([true, 'image/jpeg']);
      expect(mediaHeaders(file)['cache-control']).toBe('public, max-age=60');
      release();
      await Promise.all(busy);
      expect(most).toBe(VARIANT_WORKERS);
      // The queue drained, the variant is made and kept for a year.
      const made = await mediaFile({ mediaDir: media }, 'waiting.jpg', 384, 'image/webp,*/*');
      expect([made.interim, made.type, mediaHeaders(made)['cache-control']]).toEqual([
        undefined,
        'image/webp',
        'public, max-age=31536000, immutable',
      ]);
    } finally {
      release();
      rmSync(media, { recursive: true, force: true });
    }
  });

  it('sends lighter pictures with Save-Data or on a slow link (the ECT hint pages ask for), varying on both', async () => {
    writeFileSync(join(inject('dataDir'), 'media', 'light-photo.jpg'), await noisyPhoto());
    const get = async (headers: Record<string, string>) => {
      const response = await fetch(`${baseUrl()}/CDN/Files/light-photo.jpg?w=384`, { headers: { accept: 'image/webp,*/*', ...headers } });
      expect(response.headers.get('vary')).toBe('Accept, Save-Data, ECT');
      return (await response.arrayBuffer()).byteLength;
    };
    const full = await get({});
    expect(await get({ ect: '4g' })).toBe(full);
    const saving = await get({ 'save-data': 'on' });
    expect(saving).toBeLessThan(full * 0.75);
    expect(await get({ ect: '2g' })).toBe(saving);
    expect(await get({ ect: 'slow-2g' })).toBe(saving);
    // Chrome calls a link of 270 ms round trips or more "3g": the shop's 2G profile (300 ms, 250 kbit/s) is one.
    expect(await get({ ect: '3g' })).toBe(saving);
    const page = await fetch(`${baseUrl()}/aboutUs`);
    expect(page.headers.get('accept-ch')).toBe('ECT');
    // From 512 px up a light picture is also one width step smaller: a 2G phone asking for 768 px gets 512.
    const { default: sharp } = await import('sharp');
    const width = async (w: number, headers: Record<string, string>) => {
      const response = await fetch(`${baseUrl()}/CDN/Files/light-photo.jpg?w=${w}`, { headers: { accept: 'image/webp,*/*', ...headers } });
      return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
    };
    expect(await width(768, {})).toBe(768);
    expect(await width(768, { ect: '3g' })).toBe(512);
    expect(await width(1600, { 'save-data': 'on' })).toBe(1024);
    expect(await width(384, { ect: '2g' })).toBe(384);
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

describe('/CDN/Cards', () => {
  /** A portrait photograph in three bands, green over red over blue: a card that cropped it would lose the outer two. */
  async function bandedPhoto(): Promise<Buffer> {
    const { default: sharp } = await import('sharp');
    const band = (colour: string, height: number) => ({ create: { width: 400, height, channels: 3 as const, background: colour } });
    return sharp(band('#d02020', 800))
      .composite([
        { input: band('#20a020', 80), top: 0, left: 0 },
        { input: band('#2040d0', 80), top: 720, left: 0 },
      ])
      .jpeg({ quality: 95 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2/1' } })
      .toBuffer();
  }

  it('shows a shared picture whole, 1200 × 630 as JPEG, without its GPS, cached for a year', async () => {
    const { default: sharp } = await import('sharp');
    writeFileSync(join(inject('dataDir'), 'media', 'banded-photo.jpg'), await bandedPhoto());
    const response = await fetch(`${baseUrl()}/CDN/Cards/banded-photo.jpg/card.jpg`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('vary'), 'the same card for every browser').toBeNull();
    const body = new Uint8Array(await response.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      exif: undefined,
    });
    // The middle column runs from the green top to the blue bottom: nothing was cropped away.
    const { data } = await sharp(body).extract({ left: 600, top: 0, width: 1, height: 630 }).raw().toBuffer({ resolveWithObject: true });
    const at = (y: number) => [...data.subarray(y * 3, y * 3 + 3)];
    const [top, middle, bottom] = [at(10), at(315), at(620)];
    expect(top[1]!, `top ${top}`).toBeGreaterThan(top[0]! + 60);
    expect(middle[0]!, `middle ${middle}`).toBeGreaterThan(middle[2]! + 60);
    expect(bottom[2]!, `bottom ${bottom}`).toBeGreaterThan(bottom[0]! + 60);
    const again = await fetch(`${baseUrl()}/CDN/Cards/banded-photo.jpg/card.jpg`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('makes a card of a drawing too, on the pages’ paper where it is transparent', async () => {
    const { default: sharp } = await import('sharp');
    const response = await fetch(`${baseUrl()}/CDN/Cards/${await firstPicture()}/card.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('answers 404 for anything that is not a catalogue picture', async () => {
    for (const path of ['..%2Fstore.db', 'nothing-here.jpg', 'store.db']) {
      const { status, body } = await call(`/CDN/Cards/${path}/card.jpg`);
      expect(status, path).toBe(404);
      expect(isFailure(body), path).toBe(true);
    }
  });
});
