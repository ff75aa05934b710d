import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '~/service/observe/log.server.ts';
import { isServicePath } from '~/service/http/router.server.ts';
import { metrics, notedRoute, statusClass } from '~/service/observe/metrics.server.ts';

/** Where a request went: a page, a service call, a picture, a built file (script, style, font) or a health check. */
export type RouteGroup = 'page' | 'service' | 'picture' | 'file' | 'health';

const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|svg|ico)$/i;

/** The route group of a path, for the request metrics. */
export function routeGroup(pathname: string): RouteGroup {
  if (pathname === '/healthz' || pathname === '/readyz') return 'health';
  if (pathname.startsWith('/CDN/')) return 'picture';
  if (isServicePath(pathname)) return 'service';
  if (PICTURE.test(pathname)) return 'picture';
  if (pathname.startsWith('/_astro/') || /\.[a-z0-9]{1,8}$/i.test(pathname)) return 'file';
  return 'page';
}

/** Requests are timed for the metrics only when they are on (a worker inherits the primary's METRICS_PORT). */
const counting = Boolean(process.env.METRICS_PORT);

/** An id a proxy in front already gave the request (nginx's `$request_id`), kept so both logs name it alike. */
const GIVEN_ID = /^[\w.:-]{8,64}$/;

/** The request's id: the proxy's, or a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && GIVEN_ID.test(header) ? header : randomUUID();
}

/**
 * Gives the request an id (also sent back as `x-request-id`) and, once its answer is sent or the client has gone
 * (499), counts it in the metrics and writes its log line: health checks only at the debug level.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const started = performance.now();
  const socket = req.socket;
  const before = socket.bytesWritten;
  const requestId = requestIdOf(req.headers['x-request-id']);
  res.setHeader('x-request-id', requestId);
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const group = routeGroup(pathname);
    const bytes = socket.bytesWritten - before;
    // Answered once the server has ended the answer (the client may close before the last write is confirmed), or
    // once a client that closed had the whole body, its length known, whenever `end` came.
    const answered = res.writableEnded || (res.headersSent && bytes >= Number(res.getHeader('content-length') ?? Infinity));
    const status = answered ? res.statusCode : 499;
    if (counting) metrics.requests.observe({ group, status: statusClass(status) }, seconds);
    const line = {
      requestId,
      method: req.method,
      route: notedRoute(res) ?? pathname,
      group,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      bytes,
    };
    if (group === 'health') log.debug(line, 'request');
    else log.info(line, 'request');
  });
}
