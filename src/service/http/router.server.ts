import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as v from 'valibot';
import type { Bilingual } from '~/shared/catalogue/types.ts';
import { compress, pickEncoding } from './compression.server.ts';
import { ServiceError, failureBody, parseInput, type Locale } from './errors.server.ts';
import { problemTexts } from './messages.server.ts';
import { clientAddressOf, isSameOrigin, isSecure } from './proxy.server.ts';

/** The largest request body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Paths the service answers; anything else under them is a JSON 404. */
export const SERVICE_PREFIXES = ['/v1/', '/Idp/', '/CDN/Files/', '/openapi.json'];

/** Whether a path is the service's (answered by the router, never by a page). */
export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** What a JSON handler returns: the data, optionally a success message and a status. */
export interface ApiResult {
  data: unknown;
  message?: Bilingual;
  status?: number;
  /** Extra response headers (Set-Cookie). */
  headers?: Record<string, string>;
  /** Sends `data` as the whole body, outside the envelope (the contract's own document). */
  bare?: boolean;
}

/** A non-JSON answer (a picture). */
export interface RawResult {
  raw: { status: number; headers: Record<string, string>; body: Buffer | null };
}

/** What a handler sees of the request. */
export interface RouteContext {
  url: URL;
  headers: IncomingMessage['headers'];
  locale: Locale;
  /** The visitor's address (from X-Forwarded-For only with TRUST_PROXY). */
  clientAddress: string;
  /** Whether the visitor came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
  secure: boolean;
}

// A schema of any input and output: each route's own are checked where it is declared (defineRoute).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = v.GenericSchema<any, any>;
type Output<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * One call of the contract, declared once: its inputs as valibot schemas (the router checks them before the
 * handler runs, and /openapi.json is generated from them), the data of its success and the failures it may answer.
 */
// A route as the router keeps it, its input types erased (`any`): defineRoute typed its handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Route<P extends Schema | undefined = any, Q extends Schema | undefined = any, B extends Schema | undefined = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** The path parameters, an object schema with one entry per `{name}`. */
  params?: P;
  /** The query, an object schema of optional entries. */
  query?: Q;
  /** The JSON body (at most 64 KB). */
  body?: B;
  /** Headers the call reads, as OpenAPI parameters (their checks stay in the handler). */
  headerParameters?: { name: string; description: string; schema: object }[];
  /** The success answer: the schema of the envelope's `data`, or a non-JSON answer (a picture). */
  answer: Schema | { raw: { description: string; contentType: string } };
  /** The failures this call answers beyond what the router answers for every call (its input, method, size, origin). */
  failures?: readonly FailureStatus[];
  handle(context: RouteContext & { params: Output<P>; query: Output<Q>; body: Output<B> }): Promise<ApiResult | RawResult>;
  /** Returns a version tag; the answer is reused while the tag stays the same. */
  cacheVersion?: () => Promise<string>;
  /** A signed-in visitor's own data: never cached anywhere (no ETag, no-store). */
  personal?: boolean;
}

/** The failure statuses a call may declare. */
export type FailureStatus = 401 | 404 | 409 | 429;

/** Declares a route with its handler's inputs typed by its schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(route: Route<P, Q, B>): Route {
  return route as Route;
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
    if (!isServicePath(url.pathname)) return false;
    try {
      const candidates = compiled.filter((route) => route.pattern.test(url.pathname));
      if (candidates.length === 0) throw new ServiceError(404, 'notFound');
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = candidates.find((candidate) => candidate.method === method);
      if (!route) throw new ServiceError(405, 'methodNotAllowed', [], { allow: allowedMethods(candidates) });
      if (method !== 'GET' && !isSameOrigin(req)) throw new ServiceError(403, 'crossOrigin');
      const match = route.pattern.exec(url.pathname)!;
      const locale = localeOf(req.headers);
      const segments: Record<string, string> = {};
      route.names.forEach((name, i) => {
        try {
          segments[name] = decodeURIComponent(match[i + 1]!);
        } catch {
          throw new ServiceError(400, 'invalid', [`${name}: ${problemTexts.invalid[locale]}`]);
        }
      });
      // Every input is checked against the call's declared schemas before its handler runs.
      const context = {
        url,
        headers: req.headers,
        locale,
        clientAddress: clientAddressOf(req),
        secure: isSecure(req),
        params: route.params ? parseInput(route.params, segments, locale) : undefined,
        query: route.query ? parseInput(route.query, Object.fromEntries(url.searchParams), locale) : undefined,
        body: route.body ? parseInput(route.body, await readJson(req), locale) : undefined,
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
        res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
        return true;
      }
      const body = envelope(result);
      const status = result.status ?? 200;
      const personal = route.personal || Boolean(result.headers);
      sendJson(
        req,
        res,
        status,
        { body, etag: method === 'GET' && status === 200 && !personal ? etagOf(body) : '', encoded: {} },
        result.headers,
      );
    } catch (error) {
      if (!(error instanceof ServiceError)) console.error(`[service] ${req.method} ${url.pathname} failed:`, error);
      const known = error instanceof ServiceError ? error : new ServiceError(500, 'internal');
      sendJson(req, res, known.status, { body: failureBody(known), etag: '', encoded: {} }, known.headers);
    }
    return true;
  };
}

/** The Allow header of a path: its routes' methods, HEAD with GET. */
function allowedMethods(routes: Route[]): string {
  const methods = new Set(routes.flatMap((route) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method])));
  return [...methods].join(', ');
}

function envelope(result: ApiResult): string {
  if (result.bare) return JSON.stringify(result.data);
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
