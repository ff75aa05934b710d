import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAnswerCache } from './answerCache.server.ts';
import { dispatch, type StaffGate } from './dispatch.server.ts';
import { MAX_BODY_BYTES } from './readJson.server.ts';
import type { Route } from './route.server.ts';
import { compileRoutes } from './routeTable.server.ts';

// The router in three parts: routeTable (paths → patterns), answerCache (ETagged answers per data version) and
// dispatch (method, origin, inputs → handler → answer); docs/architecture.md#a-requests-path.

/** Paths the service answers; anything else under them is a JSON 404. */
export const SERVICE_PREFIXES = ['/v1/', '/Idp/', '/CDN/Files/', '/CDN/Cards/', '/openapi.json'];

/** Whether a path is the service's (answered by the router, never by a page). */
export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The service's request handler on Node's own request and response, without the page renderer in the
 * way: returns false for paths that are not the service's, so the caller can go on to the pages.
 */
export function createServiceHandler(routes: Route[], staffGate: StaffGate) {
  const table = compileRoutes(routes);
  const cache = createAnswerCache();
  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://service.local');
    if (!isServicePath(url.pathname)) return false;
    await dispatch(req, res, url, { table, cache, staffGate });
    return true;
  };
  /**
   * The largest body a request may send (64 KB), or null for a `rawBody` route, which refuses a larger body than its
   * own limit itself.
   */
  const bodyLimit = (method: string | undefined, pathname: string): number | null =>
    table.some((route) => route.rawBody && route.method === method && route.pattern.test(pathname)) ? null : MAX_BODY_BYTES;
  return Object.assign(handler, { bodyLimit });
}
