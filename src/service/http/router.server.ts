import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bilingual } from '../../features/catalogue/types.ts';
import { compress, pickEncoding } from '../../server/compression.server.ts';
import { serviceConfig } from '../config.server.ts';
import { ServiceError, failureBody, type Locale } from './errors.server.ts';

/** The largest request body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Paths the service answers; anything else under them is a JSON 404. */
export const SERVICE_PREFIXES = ['/v1/', '/Idp/', '/CDN/Files/'];

/** What a JSON handler returns: the data, optionally a success message and a status. */
export interface ApiResult {
  data: unknown;
  message?: Bilingual;
  status?: number;
  /** Extra response headers (Set-Cookie). */
  headers?: Record<string, string>;
}

/** A non-JSON answer (a picture). */
export interface RawResult {
  raw: { status: number; headers: Record<string, string>; body: Buffer | null };
}

/** What a handler sees of the request. */
export interface RouteContext {
  params: Record<string, string>;
  url: URL;
  headers: IncomingMessage['headers'];
  locale: Locale;
  /** The visitor's address (from X-Forwarded-For only with TRUST_PROXY). */
  clientAddress: string;
  /** Whether the visitor came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
  secure: boolean;
  /** The JSON body, at most 64 KB; 415, 413 or 400 otherwise. */
  json(): Promise<unknown>;
}

/** One call of the contract. `cacheKey` (GET only) lets the router keep the answer until it changes. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handle(context: RouteContext): Promise<ApiResult | RawResult>;
  /** Returns a version tag; the answer is reused while the tag stays the same. */
  cacheVersion?: () => Promise<string>;
  /** A signed-in visitor's own data: never cached anywhere (no ETag, no-store). */
  personal?: boolean;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

interface CachedAnswer {
  body: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** The visitor's language for detail lines: Persian when Accept-Language prefers it. */
export function localeOf(headers: IncomingMessage['headers']): Locale {
  return /^\s*fa\b/i.test(headers['accept-language'] ?? '') ? 'fa' : 'en';
}

/**
 * The service's request handler on Node's own request and response, without the page renderer in the
 * way: returns false for paths that are not the service's, so the caller can go on to the pages.
 */
export function createServiceHandler(routes: Route[]) {
  const compiled: CompiledRoute[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('/');
    return { ...route, pattern: new RegExp(`^${source}/?$`), names };
  });
  const cache = new Map<string, CachedAnswer>();
  let cacheVersion = '';
  let cachedBytes = 0;

  const remember = (key: string, answer: CachedAnswer) => {
    while (cachedBytes + answer.body.length > MAX_CACHED_BYTES && cache.size > 0) {
      const [oldestKey, oldest] = cache.entries().next().value!;
      cache.delete(oldestKey);
      cachedBytes -= oldest.body.length;
    }
    cache.set(key, answer);
    cachedBytes += answer.body.length;
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://service.local');
    if (!SERVICE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return false;
    try {
      const candidates = compiled.filter((route) => route.pattern.test(url.pathname));
      if (candidates.length === 0) throw new ServiceError(404, 'notFound');
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = candidates.find((candidate) => candidate.method === method);
      if (!route) throw new ServiceError(405, 'methodNotAllowed');
      if (method !== 'GET' && !sameOrigin(req)) throw new ServiceError(403, 'crossOrigin');
      const match = route.pattern.exec(url.pathname)!;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(match[i + 1]!);
          // No text column takes a NUL (PostgreSQL refuses it): it is a visitor's mistake, not a server error.
          if (params[name].includes('\0')) throw new Error('NUL');
        } catch {
          throw new ServiceError(400, 'invalid', [`${name}`]);
        }
      });
      const context: RouteContext = {
        params,
        url,
        headers: req.headers,
        locale: localeOf(req.headers),
        clientAddress: clientAddressOf(req),
        secure: isSecure(req),
        json: () => readJson(req),
      };

      if (route.cacheVersion && method === 'GET') {
        const version = await route.cacheVersion();
        if (version !== cacheVersion) {
          cache.clear();
          cachedBytes = 0;
          cacheVersion = version;
        }
        let answer = cache.get(url.pathname);
        if (!answer) {
          const result = await route.handle(context);
          if ('raw' in result) throw new Error('cached routes answer JSON');
          const body = envelope(result);
          answer = { body, etag: etagOf(body), encoded: {} };
          remember(url.pathname, answer);
        }
        sendJson(req, res, 200, answer);
        return true;
      }

      const result = await route.handle(context);
      if ('raw' in result) {
        const { status, headers, body } = result.raw;
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : body ?? undefined);
        return true;
      }
      const body = envelope(result);
      const status = result.status ?? 200;
      const personal = route.personal || Boolean(result.headers);
      sendJson(req, res, status, { body, etag: method === 'GET' && status === 200 && !personal ? etagOf(body) : '', encoded: {} }, result.headers);
    } catch (error) {
      if (!(error instanceof ServiceError)) console.error(`[service] ${req.method} ${url.pathname} failed:`, error);
      const known = error instanceof ServiceError ? error : new ServiceError(500, 'internal');
      sendJson(req, res, known.status, { body: failureBody(known), etag: '', encoded: {} }, known.headers);
    }
    return true;
  };
}

function envelope(result: ApiResult): string {
  return JSON.stringify(result.message ? { data: result.data, message: result.message } : { data: result.data });
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/** Sends a JSON answer: 304 when the client has it, compressed (once per cached answer) when worth it. */
function sendJson(req: IncomingMessage, res: ServerResponse, status: number, answer: CachedAnswer, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding', ...extra };
  if (answer.etag) {
    headers.etag = answer.etag;
    headers['cache-control'] = 'no-cache';
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  } else {
    headers['cache-control'] = 'no-store';
  }
  const encoding = answer.body.length >= 1024 ? pickEncoding(req.headers['accept-encoding'] ?? null) : '';
  let payload: string | Buffer = answer.body;
  if (encoding) {
    payload = answer.encoded[encoding] ??= compress(answer.body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(Buffer.byteLength(payload));
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

function clientAddressOf(req: IncomingMessage): string {
  const forwarded = serviceConfig().trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return serviceConfig().trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() === 'https';
}

function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // browsers send Origin on cross-site writes
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Reads a JSON body of at most 64 KB; a wrong content type, too many bytes or bad JSON is a 4xx. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new ServiceError(415, 'notJson');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new ServiceError(413, 'tooLarge');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        // Stop keeping the body but let it drain, so the client still reads the answer.
        req.off('data', onData);
        req.resume();
        reject(new ServiceError(413, 'tooLarge'));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', resolve);
    req.once('error', () => reject(new ServiceError(400, 'badJson')));
  });
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.includes('\0') || text.includes('\\u0000')) throw new ServiceError(400, 'badJson');
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'badJson');
  }
}
