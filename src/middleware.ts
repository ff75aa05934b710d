import { defineMiddleware } from 'astro:middleware';
import { compressResponse } from './server/compression.server.ts';

/** Pages rendered per request are compressed here; static files are precompressed at build. */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  return context.isPrerendered ? response : compressResponse(context.request, response);
});
