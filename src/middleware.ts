import { defineMiddleware } from 'astro:middleware';
import { errorResponse, ServiceError } from './service/http/respond.server.ts';
import { compressResponse } from './server/compression.server.ts';

/**
 * Writes from another origin are refused before any handler runs; responses rendered per request
 * are compressed here (static files are precompressed at build).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const { request } = context;
  if (request.method !== 'GET' && request.method !== 'HEAD' && !sameOrigin(request)) {
    return errorResponse(request, new ServiceError(403, 'crossOrigin'));
  }
  return compressResponse(request, await next());
});

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // not sent by a browser's cross-site request
  try {
    return new URL(origin).host === request.headers.get('host');
  } catch {
    return false;
  }
}
