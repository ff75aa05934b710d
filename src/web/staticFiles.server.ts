import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { compressStream, isCompressible, pickEncoding, SMALLEST_COMPRESSED } from '~/service/http/compression.server.ts';
import { inlineScriptHashes, pageHeaders } from './securityHeaders.server.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

interface Found {
  path: string;
  stats: Stats;
}

/** The built file a path names under `base`: the file itself, or a folder's index.html; never outside `base`. */
function findBuiltFile(base: string, pathname: string): Found | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidates = decoded.endsWith('/')
    ? [join(decoded, 'index.html')]
    : extname(decoded)
      ? [decoded]
      : [join(decoded, 'index.html'), `${decoded}.html`];
  for (const candidate of candidates) {
    const path = resolve(base, `.${candidate}`);
    if (!path.startsWith(base + sep)) return null;
    try {
      const stats = statSync(path);
      if (stats.isFile()) return { path, stats };
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** What to send: the file, or its .br or .gz twin made at build time when the client takes that encoding (and says so). */
interface Sent {
  path: string;
  encoding: 'br' | 'gzip' | null;
  /** The bytes sent, or null when the file is compressed as it is sent. */
  size: number | null;
}

/**
 * The file to send. A text file without a twin in the client's encoding (a large catalogue's pages have none in
 * gzip, src/web/builtPage.server.ts) is compressed as it is sent.
 */
function encodedTwin(req: IncomingMessage, found: Found, type: string): Sent {
  const encoding = pickEncoding(req.headers['accept-encoding'] ?? null);
  const asIs: Sent = { path: found.path, encoding: null, size: found.stats.size };
  if (!encoding) return asIs;
  const twin = `${found.path}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    return { path: twin, encoding, size: statSync(twin).size };
  } catch {
    // no twin made at build time
  }
  return isCompressible(type) && found.stats.size >= SMALLEST_COMPRESSED ? { path: found.path, encoding, size: null } : asIs;
}

/**
 * Serves files built into `root` (dist/client), preferring the .br/.gz twins made at build time.
 * Returns false when no file matches, so the request goes on to Astro.
 */
export function createStaticHandler(root: string) {
  const base = resolve(root);
  // A built page's policy depends on its inline scripts: worked out once per file version.
  const policies = new Map<string, { version: number; headers: Record<string, string> }>();
  const headersOf = (found: Found) => {
    const known = policies.get(found.path);
    if (known?.version === found.stats.mtimeMs) return known.headers;
    const headers = pageHeaders(inlineScriptHashes(readFileSync(found.path, 'utf8')));
    policies.set(found.path, { version: found.stats.mtimeMs, headers });
    return headers;
  };

  const serve = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = findBuiltFile(base, pathname);
    if (!found) return false;
    const type = TYPES[extname(found.path)] ?? 'application/octet-stream';
    const immutable = pathname.startsWith('/_astro/') || pathname.startsWith('/fonts/');
    const etag = `"${found.stats.size.toString(36)}-${Math.floor(found.stats.mtimeMs).toString(36)}"`;
    res.setHeader('content-type', type);
    if (type.startsWith('text/html')) for (const [name, value] of Object.entries(headersOf(found))) res.setHeader(name, value);
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
    res.setHeader('cache-control', res.hasHeader('set-cookie') ? 'private, no-cache' : cacheControl);
    // Content-hashed bundles never change, so they need no validator (every byte counts on 2G).
    if (!immutable) res.setHeader('etag', etag);
    // Added to what the answer already varies on (the root's redirect depends on Cookie and Accept-Language).
    res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (!immutable && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const { path, encoding, size } = encodedTwin(req, found, type);
    if (encoding) res.setHeader('content-encoding', encoding);
    if (size !== null) res.setHeader('content-length', size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    // Its length known, the stream ends with its last bytes: no further read (on libuv's threads, which may be
    // busy) to find the end before the answer is complete.
    const length = size ?? found.stats.size;
    if (length === 0) {
      res.end();
      return true;
    }
    const file = createReadStream(path, { end: length - 1 }).on('error', () => res.destroy());
    if (encoding && size === null) pipeline(file, compressStream(encoding), res).catch(() => res.destroy());
    else file.pipe(res);
    return true;
  };
  /** Whether a built file answers this path. */
  return Object.assign(serve, { has: (pathname: string) => findBuiltFile(base, pathname) !== null });
}
