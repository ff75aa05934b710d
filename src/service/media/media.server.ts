import type { Stats } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { BRAND_COLOURS } from '~/shared/brand/colours.ts';
import { getStore, type Store } from '~/service/db/database.server.ts';
import { sharedFiles, type SharedFiles } from '~/service/db/sharedFiles.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { pictureParams, pictureQuery } from '~/shared/contract/requests.ts';
import { MEDIA_TYPES, MEDIA_WIDTHS } from '~/shared/fields/pictures.ts';

/**
 * Where pictures live: the media folder on this machine's disk and, with several machines on one PostgreSQL,
 * the shared files the folder is a copy of (docs/machines.md).
 */
export interface MediaPlace {
  mediaDir: string;
  shared?: SharedFiles | null;
}

/** The media place of a store. */
export const mediaPlace = (store: Store): MediaPlace => ({ mediaDir: store.mediaDir, shared: sharedFiles(store) });

/** Now, in whole seconds: the time shared files carry, so every machine's copy has the same one. */
const wholeSeconds = (ms = Date.now()) => Math.floor(ms / 1000) * 1000;

const fetching = new Map<string, Promise<boolean>>();

/**
 * Copies the shared file `key` to `path` on this disk (once, however many ask) with its time, so its version is the
 * same on every machine; false when it is not shared.
 */
function fromShared(shared: SharedFiles, key: string, path: string): Promise<boolean> {
  let job = fetching.get(path);
  if (!job) {
    job = (async () => {
      const file = await shared.get(key);
      if (!file) return false;
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, file.body);
      await utimes(temporary, file.at / 1000, file.at / 1000);
      await rename(temporary, path);
      return true;
    })().finally(() => fetching.delete(path));
    fetching.set(path, job);
  }
  return job;
}

/** The picture `name` on this disk, copied from the shared files when it is not here yet; null when it is nowhere. */
async function localPicture(place: MediaPlace, name: string): Promise<{ path: string; source: Stats } | null> {
  const path = mediaPath(place.mediaDir, name);
  const here = await stat(path).catch(() => null);
  if (here?.isFile()) return { path, source: here };
  if (!place.shared || !(await fromShared(place.shared, `media/${name}`, path))) return null;
  const copied = await stat(path).catch(() => null);
  return copied?.isFile() ? { path, source: copied } : null;
}

/**
 * Puts pictures saved on this disk into the shared files (nothing to do on SQLite), and gives the copy here
 * the time the shared one carries (one saved earlier by another machine keeps its time).
 */
export async function shareMedia(place: MediaPlace, names: readonly string[]): Promise<void> {
  if (!place.shared) return;
  for (const name of names) {
    const path = mediaPath(place.mediaDir, name);
    const source = await stat(path);
    const kept = await place.shared.put(`media/${name}`, await readFile(path), wholeSeconds(source.mtimeMs));
    if (kept !== source.mtimeMs) await utimes(path, kept / 1000, kept / 1000);
  }
}

/**
 * On starting on PostgreSQL: shares the pictures on this disk the database lacks (a shop that ran on one machine) and
 * the time each shared copy carries. Returns how many it added.
 */
export async function shareLocalMedia(place: MediaPlace): Promise<number> {
  if (!place.shared) return 0;
  const names = (await readdir(place.mediaDir).catch(() => [] as string[])).filter((name) => {
    try {
      mediaPath(place.mediaDir, name);
      return true;
    } catch {
      return false;
    }
  });
  const stored = await place.shared.times(names.map((name) => `media/${name}`));
  const fresh = names.filter((name) => !stored.has(`media/${name}`));
  await shareMedia(place, fresh);
  for (const name of names) {
    const at = stored.get(`media/${name}`);
    const path = join(place.mediaDir, name);
    if (at !== undefined && (await stat(path)).mtimeMs !== at) await utimes(path, at / 1000, at / 1000);
  }
  return fresh.length;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const YEAR = 'public, max-age=31536000, immutable';

/** A media file ready to send; `interim` when it is the original, sent because its variant is still queued. */
export interface MediaFile {
  body: Buffer;
  type: string;
  etag: string;
  interim?: boolean;
}

/**
 * Variants made at once (one core left for pages and calls). Past `VARIANT_QUEUE` waiting, a request gets the
 * original at once (the browser scales it) rather than waiting minutes, and asks again later.
 */
export const VARIANT_WORKERS = Math.max(1, availableParallelism() - 1);
export const VARIANT_QUEUE = 8;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when a worker is free; the slot passes straight to the next in line, so the bound always holds. */
export async function inTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running < VARIANT_WORKERS) running++;
  else await new Promise<void>((go) => waiting.push(go));
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many variant jobs run and wait now. */
export const variantLoad = () => ({ running, waiting: waiting.length });

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

/** A media file's version in ETags and variant names: its size and modification time. */
const versionOf = (source: Stats) => `${source.size.toString(36)}-${Math.floor(source.mtimeMs).toString(36)}`;

/**
 * Whether a request wants lighter pictures: `Save-Data: on` or a slow `ECT` hint (asked for with `Accept-CH`). Chrome
 * reports the shop's 2G profile as "3g", so only "4g" gets full pictures.
 */
export function wantsLight(headers: Record<string, string | string[] | undefined>): boolean {
  const one = (name: string) => String(headers[name] ?? '').toLowerCase();
  return one('save-data') === 'on' || ['slow-2g', '2g', '3g'].includes(one('ect'));
}

/**
 * A light picture's width: one step below the asked one from 512 px up. A 2x phone asks for 768 px; on 2G the 512 px
 * copy, scaled up, is what a photograph can afford (docs/rules.md#budgets).
 */
export function lighterWidth(width: number): number {
  const step = MEDIA_WIDTHS.indexOf(width as (typeof MEDIA_WIDTHS)[number]);
  return width >= 512 && step > 0 ? MEDIA_WIDTHS[step - 1]! : width;
}

/**
 * A media file, at `width` when given, as AVIF where taken and clearly smaller than WebP, else WebP, else the
 * original; made once, kept on disk. A `light` one is at lower quality and one width step smaller.
 */
export async function mediaFile(place: MediaPlace, name: string, width: number | null, accept: string, light = false): Promise<MediaFile> {
  const found = await localPicture(place, name);
  if (!found) throw new ServiceError(404, 'fileNotFound');
  const { path, source } = found;
  const version = versionOf(source);
  const originalType = MEDIA_TYPES[extname(name).toLowerCase()]!;
  const wantsRaster = width !== null || (originalType === 'image/svg+xml' ? false : /image\/(webp|avif)/.test(accept));
  if (!wantsRaster) return { body: await readFile(path), type: originalType, etag: `"${version}"` };

  const size = light ? lighterWidth(width ?? 1024) : (width ?? 1024);
  const cacheDir = join(place.mediaDir, '..', 'media-cache');
  const kind = `${light ? `${size}.light` : size}.q${ENCODING}`;
  const variant = (format: Format) => join(cacheDir, `${name}.${version}.${kind}.${format}`);
  const make = (format: Format) => cachedVariant(place, path, variant(format), { width: size }, format, light).catch(damaged(name));
  // A photograph stays a JPEG for a browser that takes neither WebP nor AVIF; drawings become PNG.
  let format: Format = /image\/webp/.test(accept) ? 'webp' : originalType === 'image/jpeg' ? 'jpeg' : 'png';
  const queued = (format: Format) => pending.has(variant(format));
  if (waiting.length >= VARIANT_QUEUE && !queued(format) && !(await stat(variant(format)).catch(() => null))) {
    return { body: await readFile(path), type: originalType, etag: `"${version}"`, interim: true };
  }
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
  return { body: await make(format), type: `image/${format}`, etag: `"${version}-${kind}-${format}"` };
}

/**
 * A stored picture whose pixels cannot be read (only one put in the media folder by hand or by an older version, as
 * uploads are decoded first): a clear 404 for the visitor, a line for the owner.
 */
const damaged =
  (name: string) =>
  (error: unknown): never => {
    log.error({ event: 'picture damaged', picture: name, err: error }, `${name} cannot be decoded`);
    throw new ServiceError(404, 'pictureDamaged');
  };

/** The frame of a shared link's picture: what Open Graph and Twitter cards show at full size (1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;
/** The pages' paper colour, under a drawing's transparent parts. */
const PAPER = BRAND_COLOURS.paper;

/**
 * The picture a shared link shows in messengers: 1200×630, the whole picture on a blurred copy of itself, as JPEG,
 * which every messenger reads. Made once, kept like the other variants.
 */
export async function shareCard(place: MediaPlace, name: string): Promise<MediaFile> {
  const found = await localPicture(place, name);
  if (!found) throw new ServiceError(404, 'fileNotFound');
  const version = versionOf(found.source);
  const kind = `card.q${ENCODING}`;
  const target = join(place.mediaDir, '..', 'media-cache', `${name}.${version}.${kind}.jpeg`);
  const body = await cachedVariant(place, found.path, target, SHARE_CARD, 'jpeg', false).catch(damaged(name));
  return { body, type: 'image/jpeg', etag: `"${version}-${kind}"` };
}

/**
 * Makes every width the pages ask for (WebP and AVIF, full and light) of newly imported photographs, so no shopper
 * waits for a resize; SVG is quick enough to make on first request. Returns how many it made.
 */
export async function prepareVariants(place: MediaPlace, names: readonly string[]): Promise<number> {
  let made = 0;
  for (const name of names.filter((n) => extname(n).toLowerCase() !== '.svg')) {
    await writeColour(place, name);
    await shareCard(place, name);
    made += 1;
    for (const width of MEDIA_WIDTHS) {
      await mediaFile(place, name, width, 'image/avif,image/webp');
      made += 2;
    }
    // A light copy is one width step smaller (lighterWidth): one asked width for each copy made.
    for (const width of new Map(MEDIA_WIDTHS.map((width) => [lighterWidth(width), width])).values()) {
      await mediaFile(place, name, width, 'image/avif,image/webp', true);
      made += 2;
    }
  }
  return made;
}

/** Where a picture's dominant colour is kept: beside its variants, named by its size and time like them. */
async function colourFile(place: MediaPlace, name: string) {
  const found = await localPicture(place, name);
  if (!found) return null;
  return { path: found.path, file: join(place.mediaDir, '..', 'media-cache', `${name}.${versionOf(found.source)}.colour`) };
}

/** Works out and keeps the dominant colour of an opaque photograph (none for one with transparency). */
async function writeColour(place: MediaPlace, name: string) {
  const found = await colourFile(place, name);
  if (!found) return;
  const { default: sharp } = await import('sharp');
  const image = sharp(found.path);
  if ((await image.metadata()).hasAlpha) return;
  const { r, g, b } = (await image.stats()).dominant;
  const colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  await mkdir(join(found.file, '..'), { recursive: true });
  await writeFile(found.file, colour);
  await place.shared?.put(`media-cache/${basename(found.file)}`, Buffer.from(colour), wholeSeconds());
}

/**
 * A photograph's dominant colour (`#rrggbb`), the placeholder pages paint under it while it loads; null
 * for drawings and pictures not imported through the catalogue. Read only: a build never resizes.
 */
export async function pictureColour(place: MediaPlace, name: string): Promise<string | null> {
  const found = await colourFile(place, name).catch(() => null);
  if (found && place.shared && !(await stat(found.file).catch(() => null))) {
    await fromShared(place.shared, `media-cache/${basename(found.file)}`, found.file).catch(() => false);
  }
  const colour = found && (await readFile(found.file, 'utf8').catch(() => null));
  return colour && /^#[0-9a-f]{6}$/.test(colour) ? colour : null;
}

/**
 * Response headers for a media file: a year of caching (names change with content), a minute for an interim
 * original, strict CSP for SVG.
 */
export function mediaHeaders(file: MediaFile): Record<string, string> {
  return {
    'content-type': file.type,
    'cache-control': file.interim ? 'public, max-age=60' : YEAR,
    etag: file.etag,
    vary: 'Accept, Save-Data, ECT',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
}

type Format = 'webp' | 'avif' | 'png' | 'jpeg';

/**
 * Encoder qualities by width, full and light. Wider variants go to screens of 1.75-3 device pixels, where a lower
 * quality does not show; AVIF at effort 2 (docs/budgets.md#measurements-behind-the-code).
 */
const QUALITY = { avif: [[50, 42, 36], 30], webp: [[78, 72, 66], 50], jpeg: [[80, 76, 72], 55] } as const;
/** Bumped when the qualities change, so the variants kept on disk are made again. */
const ENCODING = 2;

const qualityFor = (format: keyof typeof QUALITY, width: number, light: boolean) =>
  light ? QUALITY[format][1] : QUALITY[format][0][width <= 256 ? 0 : width <= 512 ? 1 : 2];

/** A variant's shape: a width (height in proportion), or a frame (the whole picture, on a blurred copy filling it). */
type Shape = { width: number; height?: number };

async function cachedVariant(place: MediaPlace, source: string, target: string, shape: Shape, format: Format, light: boolean) {
  const { width, height } = shape;
  const existing = await readFile(target).catch(() => null);
  if (existing) return existing;
  // Made by another machine already: copied, not made again.
  const key = `media-cache/${basename(target)}`;
  if (place.shared && (await fromShared(place.shared, key, target))) return readFile(target);
  let job = pending.get(target);
  if (!job) {
    job = inTurn(async () => {
      const { default: sharp } = await import('sharp');
      // Upright by its EXIF orientation and in sRGB; sharp writes no metadata (no GPS) unless asked.
      const upright = () => sharp(source, { density: 144 }).rotate();
      // In a frame, the whole picture stands on a blurred, filling copy of itself: a product cropped to a
      // wide frame would lose its top and bottom.
      const resized = height
        ? sharp(await upright().resize({ width, height, fit: 'cover' }).flatten({ background: PAPER }).blur(24).toBuffer()).composite([
            { input: await upright().resize({ width, height, fit: 'inside' }).toBuffer() },
          ])
        : upright().resize({ width, withoutEnlargement: false });
      // JPEG has no transparency: a drawing's transparent parts become the pages' paper colour, not black.
      const image = (format === 'jpeg' ? resized.flatten({ background: PAPER }) : resized).toColourspace('srgb');
      const quality = (of: keyof typeof QUALITY) => qualityFor(of, width, light);
      const body =
        format === 'avif'
          ? await image.avif({ quality: quality('avif'), effort: 2 }).toBuffer()
          : format === 'webp'
            ? await image.webp({ quality: quality('webp') }).toBuffer()
            : format === 'jpeg'
              ? await image.jpeg({ quality: quality('jpeg'), mozjpeg: true }).toBuffer()
              : await image.png({ compressionLevel: 9, palette: light }).toBuffer();
      await mkdir(join(target, '..'), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
      await place.shared?.put(key, body, wholeSeconds());
      metrics.variantsMade.inc();
      return body;
    }).finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}

/**
 * `GET /CDN/Files/{file}?w=`: catalogue pictures and their resized variants; `GET /CDN/Cards/{file}/card.jpg`: their
 * cards for shared links.
 */
export const mediaRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/CDN/Files/{file}',
    summary:
      'A catalogue picture; with ?w= a resized variant, AVIF, WebP, JPEG or PNG by the Accept header, lighter for Save-Data or a slow ECT. A name that is not a picture of the catalogue: 404.',
    params: pictureParams,
    query: pictureQuery,
    answer: { raw: { description: 'The picture', contentType: 'image/*' } },
    failures: [404],
    handle: async ({ params, query, headers }) => {
      const file = await mediaFile(
        mediaPlace(await getStore()),
        params.file,
        mediaWidth(query.w ?? null),
        headers.accept ?? '',
        wantsLight(headers),
      );
      const fresh = headers['if-none-match'] === file.etag;
      return { raw: { status: fresh ? 304 : 200, headers: mediaHeaders(file), body: fresh ? null : file.body } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/CDN/Cards/{file}/card.jpg',
    summary: `A catalogue picture as shared links show it: ${SHARE_CARD.width}×${SHARE_CARD.height} JPEG, the whole picture on a blurred copy of itself. A name that is not a picture of the catalogue: 404.`,
    params: pictureParams,
    answer: { raw: { description: 'The card', contentType: 'image/jpeg' } },
    failures: [404],
    handle: async ({ params, headers }) => {
      const file = await shareCard(mediaPlace(await getStore()), params.file);
      const fresh = headers['if-none-match'] === file.etag;
      // One card for every client: nothing to vary on.
      const { vary: _, ...cardHeaders } = mediaHeaders(file);
      return { raw: { status: fresh ? 304 : 200, headers: cardHeaders, body: fresh ? null : file.body } };
    },
  }),
];
