import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { localeOfParam } from '~/shared/i18n/localeRoutes.ts';
import type { Locale } from '~/shared/i18n/i18n.ts';
import { getStore } from '~/service/db/database.server.ts';
import { orderByToken } from '~/service/profile/profile.server.ts';
import { escapeHtml } from '~/shared/html/html.ts';
import { orderPageMain, orderPageTitle } from './orderPageHtml.server.ts';

// An order's page by link, read by many at once: its locale's frame (the page rendered with stand-ins, again each
// minute) with the order's parts put in, so a reading costs a query and one part's compression
// (docs/architecture.md#order-pages-by-link).

/** What differs from one order's page to another's. */
export interface OrderPageParts {
  title: string;
  token: string;
  /** The order's part of the page, markup. */
  main: string;
}

type Hole = keyof OrderPageParts;

/** Stand-ins the frame is rendered with: plain letters, which no escaping or address encoding alters. */
export const FRAME_MARKS: Readonly<Record<Hole, string>> = { title: 'qzOrderTitleqz', token: 'qzOrderTokenqz', main: 'qzOrderMainqz' };
const MARK = new RegExp(Object.values(FRAME_MARKS).join('|'), 'g');
const HOLE_OF = new Map(Object.entries(FRAME_MARKS).map(([hole, mark]) => [mark, hole as Hole]));

/** A frame is rendered again after this long, so that a change of the menu or the words reaches these pages too. */
const FRAME_LIFE_MS = 60_000;

/** Headers of one answer, not of the frame: a visitor's cookie above all. */
const PER_ANSWER = new Set(['set-cookie', 'content-length', 'content-encoding', 'vary', 'date']);

/** A locale's frame: the page's text between the holes, and the page's headers. */
interface Frame {
  pieces: Buffer[];
  holes: Hole[];
  /**
   * Each piece as raw deflate blocks ending on a byte (no last block), by the lengths of the holes before it: a
   * piece refers back across the holes to the pieces before, which needs the holes' lengths only.
   */
  deflated: Map<string, Buffer>[];
  headers: [string, string][];
  learnedAt: number;
  /** When a reading was last left to Astro to render the frame again, once it was old. */
  renewingAt: number;
}

// Shared by the server and Astro's bundle, which each load this module.
const FRAMES_KEY = Symbol.for('storefront.orderFrames');
const frames = ((globalThis as Record<symbol, unknown>)[FRAMES_KEY] ??= new Map<Locale, Frame>()) as Map<Locale, Frame>;

/**
 * The page for `parts` from the frame Astro rendered (`html`, with the stand-ins), kept as the locale's frame when
 * `keep` (a frame rendered for an address without a query: the language switch carries the query on).
 */
export function fillOrderFrame(locale: Locale, html: string, headers: Headers, parts: OrderPageParts, keep: boolean): string {
  const texts = html.split(MARK);
  const holes = (html.match(MARK) ?? []).map((mark) => HOLE_OF.get(mark)!);
  // A frame holding a NUL byte could not stand the holes in with NULs (below): rendered each time instead.
  if (keep && !html.includes('\0')) {
    const pieces = texts.map((text) => Buffer.from(text));
    const kept = frames.get(locale);
    const same = kept?.pieces.length === pieces.length && kept.pieces.every((piece, i) => piece.equals(pieces[i]!));
    frames.set(locale, {
      pieces,
      holes,
      // The same frame again (most often): its compressed pieces still hold.
      deflated: same ? kept.deflated : pieces.map(() => new Map()),
      headers: [...headers].filter(([name]) => !PER_ANSWER.has(name)),
      learnedAt: Date.now(),
      renewingAt: 0,
    });
  }
  const values = holeValues(parts);
  return texts.map((text, i) => (i < holes.length ? text + values[holes[i]!] : text)).join('');
}

/**
 * The text each hole takes: the title as text or attribute, the token as it is, the markup padded to whole kilobytes
 * so the frame is compressed for a few lengths only.
 */
function holeValues(parts: OrderPageParts): Record<Hole, string> {
  const padding = -Buffer.byteLength(parts.main) & (MAIN_STEP - 1);
  return { title: escapeHtml(parts.title), token: parts.token, main: parts.main + ' '.repeat(padding) };
}

const MAIN_STEP = 1024;

const ORDER_PAGE = /^\/(?:([a-z]{2})\/)?o\/([A-Za-z0-9_-]+)$/;

/**
 * The locale's frame while it is young; once it is old, null for one reading every few seconds (left to Astro,
 * which renders the frame again), the old frame for the others meanwhile.
 */
function freshFrame(locale: Locale, now: number): Frame | null {
  const frame = frames.get(locale);
  if (!frame) return null;
  if (now - frame.learnedAt <= FRAME_LIFE_MS || now - frame.renewingAt <= RENEWING_MS) return frame;
  frame.renewingAt = now;
  return null;
}

/** How long the other readings wait for a reading left to Astro to renew the frame, before the next is left to it. */
const RENEWING_MS = 5_000;

/** The page for `parts` from the locale's frame, gzipped, with its headers; null without a fresh frame. */
export function orderPageFromFrame(locale: Locale, parts: OrderPageParts, now = Date.now()): { body: Buffer; headers: string[] } | null {
  const frame = freshFrame(locale, now);
  if (!frame) return null;
  const body = gzipFrame(frame, holeValues(parts));
  return {
    body,
    headers: [...frame.headers.flat(), 'content-encoding', 'gzip', 'vary', 'Accept-Encoding', 'content-length', String(body.length)],
  };
}

/**
 * Answers an order page's reading from its locale's fresh frame (gzip) when the order exists and the address has no
 * query; otherwise Astro renders it. True when answered.
 */
export async function answerOrderPage(req: IncomingMessage, res: ServerResponse, pathname: string, query: string): Promise<boolean> {
  const [, param, token = ''] = ORDER_PAGE.exec(pathname) ?? [];
  const locale = req.method === 'GET' && !query && token ? localeOfParam(param) : null;
  if (!locale || !freshFrame(locale, Date.now()) || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
  const { db } = await getStore();
  const order = await orderByToken(db, token);
  const page =
    order && orderPageFromFrame(locale, { title: orderPageTitle(locale, order), token, main: orderPageMain(locale, order, null) });
  if (!page) return false;
  res.writeHead(200, page.headers);
  res.end(page.body);
  return true;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed codes): the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([3, 0]);
/** Below this a part is stored as it is (5 bytes more): compressing it would cost more time than it saves bytes. */
const STORED_UP_TO = 256;
/** How far back deflate refers. */
const WINDOW = 32_768;
const DICTIONARY = 8_192;
const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };

/** The page as one gzip member: the frame's compressed pieces as they are, each part compressed between them. */
function gzipFrame(frame: Frame, values: Record<Hole, string>): Buffer {
  const parts = frame.holes.map((hole) => Buffer.from(values[hole]));
  const deflated = deflatedPieces(frame, parts);
  const chunks: Buffer[] = [GZIP_HEADER];
  const page: Buffer[] = [];
  frame.pieces.forEach((piece, i) => {
    chunks.push(deflated[i]!);
    page.push(piece);
    const part = parts[i];
    if (part === undefined) return;
    chunks.push(part.length <= STORED_UP_TO ? storedBlock(part) : deflatedPart(part, page));
    page.push(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(page.reduce((crc, bytes) => crc32(bytes, crc), 0) >>> 0, 0);
  trailer.writeUInt32LE(page.reduce((size, bytes) => size + bytes.length, 0) >>> 0, 4);
  return Buffer.concat([...chunks, LAST_BLOCK, trailer]);
}

/**
 * A part compressed with the last 8 KB of the page before it as its dictionary, as its markup repeats the frame's
 * (docs/architecture.md#order-pages-by-link says why not 32).
 */
function deflatedPart(part: Buffer, page: readonly Buffer[]): Buffer {
  const last = page.at(-1)!;
  const dictionary = last.length >= DICTIONARY ? last.subarray(-DICTIONARY) : Buffer.concat(page.slice(-4)).subarray(-DICTIONARY);
  return deflateRawSync(part, { ...SYNC, level: 6, dictionary });
}

/**
 * The frame's pieces compressed for holes of these lengths, each with the page before it as dictionary and the holes
 * as NULs (no piece holds one); kept for the next page with the same hole lengths.
 */
function deflatedPieces(frame: Frame, parts: readonly Buffer[]): Buffer[] {
  let key = '';
  return frame.pieces.map((piece, i) => {
    const kept = frame.deflated[i]!;
    let bytes = kept.get(key);
    if (!bytes) {
      const before = pageBefore(frame, parts, i);
      bytes = deflateRawSync(piece, { ...SYNC, level: 9, ...(before.length ? { dictionary: before } : {}) });
      if (kept.size >= 64) kept.clear();
      kept.set(key, bytes);
    }
    key += ` ${parts[i]?.length ?? 0}`;
    return bytes;
  });
}

/** The last 32 KB of the page before piece `i`, the holes as NULs. */
function pageBefore(frame: Frame, parts: readonly Buffer[], i: number): Buffer {
  const before = frame.pieces.slice(0, i).flatMap((piece, j) => [piece, Buffer.alloc(parts[j]!.length)]);
  return Buffer.concat(before).subarray(-WINDOW);
}

/** A stored (uncompressed) deflate block that is not the last, starting on a byte: its header, length and the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}
