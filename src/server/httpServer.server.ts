import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getStore } from '../service/db/database.server.ts';
import { failureBody, ServiceError } from '../service/http/errors.server.ts';
import { MAX_BODY_BYTES } from '../service/http/router.server.ts';
import { handleServiceRequest } from '../service/routes.server.ts';
import { localeChoice } from '../shared/i18n/localeSwitch.ts';
import { COMMON_HEADERS } from './securityHeaders.server.ts';
import { LOCALE_COOKIE, preferredLocale } from './localeRedirect.ts';
import { canonicalRedirect } from './redirects.ts';
import { createStaticHandler } from './staticFiles.server.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Settings of the HTTP server, from the environment. */
export function serverOptions() {
  return {
    port: Number(process.env.PORT || 4321),
    host: process.env.HOST || 'localhost',
    distDir: process.env.DIST_DIR || join(process.cwd(), 'dist'),
    /** Earlier builds still kept: their bundles stay reachable for pages loaded before a rebuild went live. */
    earlierBuilds: (process.env.EARLIER_BUILDS || '').split(delimiter).filter(Boolean),
  };
}

/**
 * The store's HTTP server: root locale redirect, precompressed static files, a body size guard,
 * the service's calls, and the pages rendered per request through Astro's handler.
 */
export async function startServer(options = serverOptions()): Promise<Server> {
  const entry = pathToFileURL(join(options.distDir, 'server', 'entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  const serveStatic = createStaticHandler(join(options.distDir, 'client'));
  const earlierBundles = options.earlierBuilds.map((dir) => createStaticHandler(join(dir, 'client')));
  const serveBundle = (req: IncomingMessage, res: ServerResponse, pathname: string) =>
    pathname.startsWith('/_astro/') && earlierBundles.some((serve) => serve(req, res, pathname));
  await getStore(); // migrations, and the demo catalogue on an empty database, before the first request

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    const [pathname = '/', query = ''] = (req.url ?? '/').split('?');
    const reading = req.method === 'GET' || req.method === 'HEAD';
    const search = query ? `?${query}` : '';
    const canonical = reading ? canonicalRedirect(pathname, search) : null;
    if (canonical) {
      res.writeHead(301, { location: canonical, 'cache-control': 'public, max-age=3600' });
      res.end();
      return;
    }
    // The language switch links carry ?locale=…: remember the choice for a year, then show the clean address.
    const chosen = reading ? localeChoice(pathname, query) : null;
    if (chosen) {
      res.writeHead(302, {
        location: chosen.location,
        'set-cookie': `${LOCALE_COOKIE}=${chosen.locale}; Path=/; Max-Age=31536000; SameSite=Lax`,
        'cache-control': 'no-store',
      });
      res.end();
      return;
    }
    if (pathname === '/' && reading) {
      const locale = preferredLocale(req.headers.cookie ?? null, req.headers['accept-language'] ?? null);
      res.setHeader('vary', 'Cookie, Accept-Language');
      if (locale === 'fa') {
        res.writeHead(302, { location: '/fa/', 'cache-control': 'private, no-cache' });
        res.end();
        return;
      }
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      tooLarge(res);
      return;
    }
    handleServiceRequest(req, res)
      .then((handled) => {
        if (handled || serveStatic(req, res, pathname) || serveBundle(req, res, pathname)) return;
        // Without a `next`, Astro answers unmatched paths itself with the 404 page.
        return handler(req, res);
      })
      .catch((error: unknown) => {
        console.error('[server] request failed', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((ready) => server.listen(options.port, options.host, ready));
  return server;
}

function tooLarge(res: ServerResponse) {
  const body = failureBody(new ServiceError(413, 'tooLarge'));
  res.writeHead(413, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}
