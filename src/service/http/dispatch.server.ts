import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagOf, type AnswerCache, type CachedAnswer } from './answerCache.server.ts';
import { compress, pickEncoding } from './compression.server.ts';
import { ServiceError, failureBody, parseInput, type Locale } from './errors.server.ts';
import { clientAddressOf, isSameOrigin, isSecure } from './proxy.server.ts';
import { readJson, readRaw } from './readJson.server.ts';
import { pathSegments, type CompiledRoute } from './routeTable.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { noteRoute } from '~/service/observe/metrics.server.ts';
import type { ApiResult, Route } from './route.server.ts';
import type { StaffArea } from '~/shared/staff/roles.ts';
import { holdsWireNames, renamed } from '~/shared/contract/wireNames.ts';

/** The visitor's language for detail lines: Persian when Accept-Language prefers it. */
export function localeOf(headers: IncomingMessage['headers']): Locale {
  return /^\s*fa\b/i.test(headers['accept-language'] ?? '') ? 'fa' : 'en';
}

/**
 * First for every /v1/staff/ path, known or not, with its calls' areas: 401 signed out, 404 when the role may use
 * none, so a visitor without the role learns nothing of the staff calls.
 */
export type StaffGate = (req: IncomingMessage, areas: readonly (StaffArea | 'any')[]) => Promise<void>;

/** The paths whose calls are staff calls: every path under it is first asked of the StaffGate. */
export const STAFF_PREFIX = '/v1/staff/';

/** HEAD is answered as GET, without the body. */
const methodOf = (req: IncomingMessage) => (req.method === 'HEAD' ? 'GET' : req.method);

/** Answers one request on a service path: its route's answer, or the failure as the contract's envelope. */
export async function dispatch(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  { table, cache, staffGate }: { table: CompiledRoute[]; cache: AnswerCache; staffGate: StaffGate },
) {
  try {
    if (url.pathname.startsWith(STAFF_PREFIX)) {
      const areas = table.filter((route) => route.staff && route.pattern.test(url.pathname)).map((route) => route.staff!);
      await staffGate(req, areas);
    }
    const route = routeFor(table, req, url.pathname);
    noteRoute(res, route.path);
    await respond(req, res, route, await contextOf(route, req, url), cache);
  } catch (error) {
    if (!(error instanceof ServiceError)) {
      log.error({ err: error, requestId: res.getHeader('x-request-id'), method: req.method, route: url.pathname }, 'service call failed');
    }
    const known = error instanceof ServiceError ? error : new ServiceError(500, 'internal');
    sendJson(req, res, known.status, { body: Buffer.from(failureBody(known)), etag: '', encoded: {} }, known.headers);
  }
}

/** The route for the path and method: 404 for no path, 405 for no method, 403 for a cross-origin write. */
function routeFor(table: CompiledRoute[], req: IncomingMessage, pathname: string): CompiledRoute {
  const candidates = table.filter((route) => route.pattern.test(pathname));
  if (candidates.length === 0) throw new ServiceError(404, 'notFound');
  const method = methodOf(req);
  const route = candidates.find((candidate) => candidate.method === method);
  if (!route) throw new ServiceError(405, 'methodNotAllowed', [], { allow: allowedMethods(candidates) });
  if (method !== 'GET' && !isSameOrigin(req)) throw new ServiceError(403, 'crossOrigin');
  return route;
}

/** What the handler sees; every input is checked against the call's declared schemas before it runs. */
async function contextOf(route: CompiledRoute, req: IncomingMessage, url: URL) {
  const locale = localeOf(req.headers);
  const segments = pathSegments(route, url.pathname, locale);
  return {
    url,
    headers: req.headers,
    locale,
    clientAddress: clientAddressOf(req),
    secure: isSecure(req),
    params: route.params ? parseInput(route.params, segments, locale) : undefined,
    query: route.query ? parseInput(route.query, Object.fromEntries(url.searchParams), locale) : undefined,
    body: route.body ? parseInput(route.body, await readJson(req), locale) : undefined,
    ...(route.rawBody ? { readRaw: () => readRaw(req, route.rawBody!) } : {}),
  };
}

/** Runs the handler and sends its answer; a cached route's GET is answered from the cache while its version holds. */
async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  route: Route,
  context: Parameters<Route['handle']>[0],
  cache: AnswerCache,
) {
  const method = methodOf(req);
  if (route.cacheVersion && method === 'GET') {
    // The query as the route read it (validated: no stray parameter makes another entry).
    const key = route.cacheKey
      ? `${route.method} ${route.path} ${route.cacheKey(context.params)} ${JSON.stringify(context.query ?? {})}`
      : context.url.pathname;
    const answer = await cache(await route.cacheVersion(), key, async () => {
      const result = await route.handle(context);
      if ('raw' in result) throw new Error('cached routes answer JSON');
      return envelope(route, result);
    });
    sendJson(req, res, 200, answer);
    return;
  }
  const result = await route.handle(context);
  if ('raw' in result) {
    const { status, headers, body } = result.raw;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : (body ?? undefined));
    return;
  }
  const body = Buffer.from(envelope(route, result));
  const status = result.status ?? 200;
  const personal = route.personal || Boolean(result.headers);
  const etag = method === 'GET' && status === 200 && !personal ? etagOf(body) : '';
  sendJson(req, res, status, { body, etag, encoded: {} }, result.headers);
}

/** The Allow header of a path: its routes' methods, HEAD with GET. */
function allowedMethods(routes: Route[]): string {
  const methods = new Set(routes.flatMap((route) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method])));
  return [...methods].join(', ');
}

/** Whether each answer schema holds a wire name, asked once per schema. */
const wireNamed = new WeakMap<object, boolean>();

/** The answer as sent: the code's plain names as the wire names them (src/shared/contract/wireNames.ts). */
function envelope(route: Route, result: ApiResult): string {
  const schema = route.answer;
  if (!wireNamed.has(schema)) wireNamed.set(schema, holdsWireNames(schema));
  const data = wireNamed.get(schema) ? renamed(schema, result.data, true) : result.data;
  if (result.bare) return JSON.stringify(data);
  return JSON.stringify(result.message ? { data, message: result.message } : { data });
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
  let payload = answer.body;
  if (encoding) {
    payload = answer.encoded[encoding] ??= compress(answer.body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(payload.byteLength);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
}
