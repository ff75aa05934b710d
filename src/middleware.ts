import { defineMiddleware } from 'astro:middleware';
import { join } from 'node:path';
import { compressResponse } from './service/http/compression.server.ts';
import { buildPage } from './server/builtPage.server.ts';
import { distDir } from './server/distDir.server.ts';
import { inlinePageScript } from './server/pageScript.server.ts';
import { buildScriptHashes, pageHeaders } from './server/securityHeaders.server.ts';

const clientDir = join(distDir(), 'client');
let buildScripts: string[] | undefined;

/**
 * Pages rendered per request get the page loader inline (as built pages do), their security headers (the
 * policy allows the build's own inline scripts only) and are compressed here; static files are precompressed
 * at build. Unless a page says otherwise, it is kept by no shared cache and checked again on every visit.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // A built page: its catalogue inputs noted, its loader inlined, its twins written (docs/publishing.md).
  if (context.isPrerendered && !import.meta.env.DEV) return buildPage(context.url.pathname, next);
  const response = await next();
  if (import.meta.env.DEV) return response;
  // Astro.rewrite() runs this middleware again for the page it rewrites to: that answer is finished already.
  if (response.headers.has('content-encoding')) return response;
  // Redirects too: the login page sends a signed-in visitor on, the same address sends others nowhere.
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
  if (!response.headers.get('content-type')?.startsWith('text/html')) return compressResponse(context.request, response);
  const html = inlinePageScript(await response.text(), clientDir);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(pageHeaders((buildScripts ??= buildScriptHashes(join(distDir(), 'server'))))))
    headers.set(name, value);
  return compressResponse(context.request, new Response(html, { status: response.status, headers }));
});
