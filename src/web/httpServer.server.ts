import { answerOrderPage } from '~/features/order/orderFrame.server.ts';
import { startTextSender } from '~/service/texts/textSender.server.ts';
import { LINK_PAGE, overLinkCap } from './linkCaps.server.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getStore } from '~/service/db/database.server.ts';
import { failureBody, ServiceError } from '~/service/http/errors.server.ts';
import type { MessageKey } from '~/service/http/messages.server.ts';
import { clientAddressOf, isSameOrigin, isSecure } from '~/service/http/proxy.server.ts';
import { holdServiceConfig, serviceConfig } from '~/service/config.server.ts';
import { MAX_BODY_BYTES, readBody } from '~/service/http/readJson.server.ts';
import { isServicePath } from '~/service/http/router.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { handleServiceRequest } from '~/service/routes.server.ts';
import { ownPathOr } from '~/shared/http/ownAddress.ts';
import { localeChoice } from '~/shared/i18n/localeSwitch.ts';
import { distDir } from './distDir.server.ts';
import { ASTRO_LOG } from './astroLog.ts';
import { answerHealth, type HealthState } from './health.server.ts';
import { COMMON_HEADERS } from './securityHeaders.server.ts';
import { LOCALE_COOKIE, preferredLocale } from './localeRedirect.ts';
import { canonicalRedirect } from './redirects.ts';
import { observeRequest } from './requestLog.server.ts';
import { createStaticHandler } from './staticFiles.server.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Settings of the HTTP server, from the environment. */
export function serverOptions() {
  return {
    port: Number(process.env.PORT || 4321),
    host: process.env.HOST || 'localhost',
    distDir: distDir(),
    /** Earlier builds still kept: their bundles stay reachable for pages loaded before a rebuild went live. */
    earlierBuilds: (process.env.EARLIER_BUILDS || '').split(delimiter).filter(Boolean),
    timeouts: serverTimeouts(),
  };
}

/**
 * How long a client may take, in ms (docs/security.md): a 2G phone sends its headers in under a second and a 64 KB
 * body in about two; the limits allow a stalled link and cut clients sending slowly on purpose.
 */
export function serverTimeouts(env: Record<string, string | undefined> = process.env) {
  const seconds = (value: string | undefined, fallback: number) =>
    (/^\d{1,4}$/.test(value ?? '') && Number(value) > 0 ? Number(value) : fallback) * 1000;
  const requestTimeout = seconds(env.REQUEST_TIMEOUT, 60);
  return {
    /** The request line and headers. */
    headersTimeout: Math.min(seconds(env.HEADERS_TIMEOUT, 20), requestTimeout),
    /** The whole request, body included. */
    requestTimeout,
    /**
     * An idle connection between requests; behind nginx, longer than its upstream keepalive_timeout
     * (deploy/nginx.conf).
     */
    keepAliveTimeout: seconds(env.KEEP_ALIVE_TIMEOUT, 10),
    /** A connection on which nothing moves while an answer is sent (a client that stopped reading). */
    socketTimeout: 2 * requestTimeout,
  };
}

/** Methods a page answers; the service's calls declare their own. */
const PAGE_METHODS = 'GET, HEAD, POST';

/**
 * The store's HTTP server: root locale redirect, precompressed static files, a body size guard,
 * the service's calls, and the pages rendered per request through Astro's handler.
 */
/**
 * A running server, and how a worker leaving after a publish hands its last requests the new build's files
 * (src/publish/cluster.ts).
 */
export interface ShopServer {
  http: Server;
  serveFilesOf(dir: string): void;
  /** From now on `/readyz` answers 503: the server is leaving, and a load balancer should send it nothing new. */
  drain(): void;
}

export async function startServer(options = serverOptions()): Promise<ShopServer> {
  const entry = pathToFileURL(join(options.distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  let serveStatic = createStaticHandler(join(options.distDir, 'client'));
  const earlierBundles = options.earlierBuilds.map((dir) => createStaticHandler(join(dir, 'client')));
  const serveBundle = (req: IncomingMessage, res: ServerResponse, pathname: string) =>
    pathname.startsWith('/_astro/') && earlierBundles.some((serve) => serve(req, res, pathname));
  holdServiceConfig();
  await getStore(); // migrations, and the demo catalogue on an empty database, before the first request
  startTextSender(); // the texts to customers waiting in the outbox (one a crash left too)
  (globalThis as Record<symbol, unknown>)[ASTRO_LOG] = log; // Astro's own messages, as lines of the shop's log
  // A form's body is read here, counted as it arrives (chunked too), and handed to Astro whole: Astro's own
  // limit is 1 MB, the shop's is 64 KB for every request.
  const renderPage = async (req: IncomingMessage & { body?: Buffer }, res: ServerResponse) => {
    if (req.method === 'POST') {
      const tooLarge = () => new ServiceError(413, 'tooLarge');
      const body = await readBody(req, MAX_BODY_BYTES, tooLarge, () => new ServiceError(400, 'invalid')).catch(
        (error: ServiceError) => error,
      );
      if (body instanceof ServiceError) return void refuse(res, body.status, body.status === 413 ? 'tooLarge' : 'invalid');
      req.body = body;
    }
    return handler(req, res);
  };

  const health: HealthState = { distDir: options.distDir, draining: false };
  const { headersTimeout, requestTimeout, keepAliveTimeout, socketTimeout } = options.timeouts;
  // Expired connections are looked for every second (Node's default, 30 s, would let a slow client stay that much
  // longer).
  const server = createServer({ headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval: 1000 }, (req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
    observeRequest(req, res, pathname);
    if (answerHealth(req, res, pathname, health)) return;
    if (answeredUpFront(req, res, pathname, query, (path) => serveStatic.has(path))) return;
    // An order's page by link, most often from its frame (src/features/order/orderFrame.server.ts).
    (LINK_PAGE.test(pathname) ? answerOrderPage(req, res, pathname, query) : handleServiceRequest(req, res))
      .then((handled) => {
        if (handled || serveStatic(req, res, pathname) || serveBundle(req, res, pathname)) return;
        // Without a `next`, Astro answers unmatched paths itself with the 404 page.
        return renderPage(req, res);
      })
      .catch((error: unknown) => {
        log.error({ err: error, requestId: res.getHeader('x-request-id') }, 'request failed');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.setTimeout(socketTimeout);
  await new Promise<void>((ready) => server.listen(options.port, options.host, ready));
  return {
    http: server,
    serveFilesOf(dir) {
      // The build served until now keeps its bundles reachable, for the pages it rendered.
      earlierBundles.unshift(serveStatic);
      serveStatic = createStaticHandler(join(dir, 'client'));
    },
    drain() {
      health.draining = true;
    },
  };
}

/**
 * What is answered before the service, files or pages read the request (docs/architecture.md#a-requests-path): 405,
 * 403 from another site, 301 canonical, 302 language switch and Persian home, 413. True when answered.
 */
function answeredUpFront(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: string,
  isBuilt: (pathname: string) => boolean,
): boolean {
  const reading = req.method === 'GET' || req.method === 'HEAD';
  if (LINK_PAGE.test(pathname)) {
    const wait = overLinkCap(clientAddressOf(req), serviceConfig().orderPageCap);
    if (wait > 0) return refuse(res, 429, 'linksCapped', { 'retry-after': String(wait) });
  }
  if (!reading && !isServicePath(pathname)) {
    // A page is read, and the few that take a form also take POST (from this site's own pages only).
    // Looked for only here: a read finds its file once, in the static handler.
    const built = isBuilt(pathname);
    if (req.method !== 'POST' || built) return refuse(res, 405, 'methodNotAllowed', { allow: built ? 'GET, HEAD' : PAGE_METHODS });
    if (!isSameOrigin(req)) return refuse(res, 403, 'crossOrigin');
  }
  const canonical = reading ? canonicalRedirect(pathname, query ? `?${query}` : '') : null;
  if (canonical) return redirect(res, 301, canonical, { 'cache-control': 'public, max-age=3600' });
  // The language switch links carry ?locale=…: remember the choice for a year, then show the clean address.
  const chosen = reading ? localeChoice(pathname, query) : null;
  if (chosen) {
    return redirect(res, 302, chosen.location, {
      'set-cookie': `${LOCALE_COOKIE}=${chosen.locale}; Path=/; Max-Age=31536000; SameSite=Lax${isSecure(req) ? '; Secure' : ''}`,
      'cache-control': 'no-store',
    });
  }
  if (pathname === '/' && reading) {
    const locale = preferredLocale(req.headers.cookie ?? null, req.headers['accept-language'] ?? null);
    res.setHeader('vary', 'Cookie, Accept-Language');
    if (locale === 'fa') return redirect(res, 302, '/fa/', { 'cache-control': 'private, no-cache' });
  }
  // A service call that takes a file (a photograph, the catalogue file) checks its own limit; everything else takes
  // 64 KB.
  const limit = handleServiceRequest.bodyLimit(req.method, pathname);
  if (limit !== null && Number(req.headers['content-length'] ?? 0) > limit) return refuse(res, 413, 'tooLarge');
  return false;
}

/** A redirect, only ever to an address of the shop (docs/rules.md#redirects). */
function redirect(res: ServerResponse, status: 301 | 302, location: string, headers: Record<string, string>): true {
  res.writeHead(status, { location: ownPathOr(location, '/'), ...headers });
  res.end();
  return true;
}

/** Answers with the service's failure envelope (both languages), before anything else reads the request. */
function refuse(res: ServerResponse, status: number, key: MessageKey, headers: Record<string, string> = {}): true {
  const body = failureBody(new ServiceError(status, key));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
  return true;
}
