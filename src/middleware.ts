import { defineMiddleware } from 'astro:middleware';
import { join } from 'node:path';
import { compressResponse } from './server/compression.server.ts';
import { inlinePageScript } from './server/pageScript.server.ts';
import { pageHeaders } from './server/securityHeaders.server.ts';

const clientDir = join(process.env.DIST_DIR || join(process.cwd(), 'dist'), 'client');

/**
 * Pages rendered per request get the page loader inline (as built pages do), their security headers
 * (the policy hashes the page's inline scripts) and are compressed here; static files are precompressed at build.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered || import.meta.env.DEV) return response;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return compressResponse(context.request, response);
  const html = inlinePageScript(await response.text(), clientDir);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(pageHeaders(html))) headers.set(name, value);
  return compressResponse(context.request, new Response(html, { status: response.status, headers }));
});
