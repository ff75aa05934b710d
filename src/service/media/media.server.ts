import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { MEDIA_TYPES } from '../../features/catalogue/paths.ts';
import { getStore } from '../db/database.server.ts';
import { ServiceError } from '../http/errors.server.ts';
import type { Route } from '../http/router.server.ts';

/** Widths a picture is resized to; a requested width is rounded up to one of these so the cache stays small. */
export const MEDIA_WIDTHS = [64, 128, 192, 256, 384, 512, 768, 1024, 1600] as const;

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const YEAR = 'public, max-age=31536000, immutable';

/** A media file ready to send. */
export interface MediaFile {
  body: Buffer;
  type: string;
  etag: string;
}

/** The rounded width for a `?w=` value; null for none; 400 for anything but a whole number. */
export function mediaWidth(param: string | null): number | null {
  if (param === null || param === '') return null;
  if (!/^\d{1,5}$/.test(param) || Number(param) < 1) throw new ServiceError(400, 'invalid', ['w: 1-1600']);
  const wanted = Number(param);
  return MEDIA_WIDTHS.find((w) => w >= wanted) ?? 1600;
}

/** Resolves a file name inside the media folder; anything that could leave it is a 404. */
export function mediaPath(mediaDir: string, name: string): string {
  const root = resolve(mediaDir);
  const path = resolve(root, name);
  if (!SAFE_NAME.test(name) || name.includes('..') || !MEDIA_TYPES[extname(name).toLowerCase()] || !path.startsWith(root + sep)) {
    throw new ServiceError(404, 'fileNotFound');
  }
  return path;
}

const pending = new Map<string, Promise<Buffer>>();
const avifPays = new Map<string, boolean>();

/**
 * A media file, resized to `width` when given, as AVIF where the browser takes it and it is clearly
 * smaller than WebP, else WebP, else the original. Variants are made once and kept on disk.
 */
export async function mediaFile(mediaDir: string, name: string, width: number | null, accept: string): Promise<MediaFile> {
  const path = mediaPath(mediaDir, name);
  const source = await stat(path).catch(() => null);
  if (!source?.isFile()) throw new ServiceError(404, 'fileNotFound');
  const version = `${source.size.toString(36)}-${Math.floor(source.mtimeMs).toString(36)}`;
  const originalType = MEDIA_TYPES[extname(name).toLowerCase()]!;
  const wantsRaster = width !== null || (originalType === 'image/svg+xml' ? false : /image\/(webp|avif)/.test(accept));
  if (!wantsRaster) return { body: await readFile(path), type: originalType, etag: `"${version}"` };

  const size = width ?? 1024;
  const cacheDir = join(mediaDir, '..', 'media-cache');
  const variant = (format: 'webp' | 'avif' | 'png') => join(cacheDir, `${name}.${version}.${size}.${format}`);
  const make = (format: 'webp' | 'avif' | 'png') => cachedVariant(path, variant(format), size, format);

  let format: 'webp' | 'avif' | 'png' = /image\/webp/.test(accept) ? 'webp' : 'png';
  if (/image\/avif/.test(accept)) {
    const key = variant('avif');
    let pays = avifPays.get(key);
    if (pays === undefined) {
      const [avif, webp] = await Promise.all([make('avif'), make('webp')]);
      pays = avif.byteLength < webp.byteLength * 0.9;
      avifPays.set(key, pays);
    }
    if (pays) format = 'avif';
    else format = 'webp';
  }
  return { body: await make(format), type: `image/${format}`, etag: `"${version}-${size}-${format}"` };
}

/** Response headers for a media file: a year of caching (names change with content), strict CSP for SVG. */
export function mediaHeaders(file: MediaFile): Record<string, string> {
  return {
    'content-type': file.type,
    'cache-control': YEAR,
    etag: file.etag,
    vary: 'Accept',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
}

async function cachedVariant(source: string, target: string, width: number, format: 'webp' | 'avif' | 'png') {
  const existing = await readFile(target).catch(() => null);
  if (existing) return existing;
  let job = pending.get(target);
  if (!job) {
    job = (async () => {
      const { default: sharp } = await import('sharp');
      const image = sharp(source, { density: 144 }).resize({ width, withoutEnlargement: false });
      const body =
        format === 'avif'
          ? await image.avif({ quality: 50, effort: 4 }).toBuffer()
          : format === 'webp'
            ? await image.webp({ quality: 78 }).toBuffer()
            : await image.png({ compressionLevel: 9 }).toBuffer();
      await mkdir(join(target, '..'), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
      return body;
    })().finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}

/** `GET /CDN/Files/{file}?w=`: catalogue pictures and their resized variants. */
export const mediaRoutes: Route[] = [
  {
    method: 'GET',
    path: '/CDN/Files/{file}',
    handle: async ({ params, url, headers }) => {
      const { mediaDir } = await getStore();
      const file = await mediaFile(mediaDir, params.file ?? '', mediaWidth(url.searchParams.get('w')), headers.accept ?? '');
      const fresh = headers['if-none-match'] === file.etag;
      return { raw: { status: fresh ? 304 : 200, headers: mediaHeaders(file), body: fresh ? null : file.body } };
    },
  },
];
