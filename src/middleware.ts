import { defineMiddleware } from 'astro:middleware';
import { join } from 'node:path';
import { fillOrderFrame } from '~/features/order/orderFrame.server.ts';
import { compressResponse } from '~/service/http/compression.server.ts';
import { ownPathOr } from '~/shared/http/ownAddress.ts';
import { buildPage } from '~/web/builtPage.server.ts';
import { distDir } from '~/web/distDir.server.ts';
import { inlinePageScript } from '~/web/pageScript.server.ts';
import { buildScriptHashes, pageHeaders } from '~/web/securityHeaders.server.ts';

const clientDir = join(distDir(), 'client');
let buildScripts: string[] | undefined;

/**
 * Pages rendered per request get the inline page loader, their security headers (the build's inline scripts only) and
 * compression here. Unless a page says otherwise, no shared cache keeps it.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  // Routes Astro adds of its own (its picture endpoint, server islands) serve none of the shop's pages, which
  // never start with `/_`: they answer as any unknown address does (docs/rules.md#redirects).
  if (context.routePattern.startsWith('/_')) return context.rewrite('/404');
  // A built page: its catalogue inputs noted, its loader inlined, its twins written (docs/publishing.md).
  if (context.isPrerendered && !import.meta.env.DEV) return buildPage(context.url.pathname, next);
  const response = await next();
  if (import.meta.env.DEV) return response;
  // Astro.rewrite() runs this middleware again for the page it rewrites to: that answer is finished already.
  if (response.headers.has('content-encoding')) return response;
  const location = response.headers.get('location');
  if (location !== null) return ownRedirect(response, location);
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'private, no-cache');
  if (!response.headers.get('content-type')?.startsWith('text/html')) return compressResponse(context.request, response);
  let html = inlinePageScript(await response.text(), clientDir);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  for (const [name, value] of Object.entries(pageHeaders((buildScripts ??= buildScriptHashes(join(distDir(), 'server')))))) {
    // A page may keep a stricter referrer policy of its own (the order's page by link sends its address to no other
    // site).
    if (name !== 'referrer-policy' || !response.headers.has(name)) headers.set(name, value);
  }
  const { orderPage } = context.locals;
  if (orderPage) html = fillOrderFrame(orderPage.locale, html, headers, orderPage.parts, response.status === 200 && !context.url.search);
  return compressResponse(context.request, new Response(html, { status: response.status, headers }), true);
});

/**
 * A page's redirect, only ever to an address of the shop (docs/rules.md#redirects). Kept by no shared cache unless
 * the page said so: the same address sends visitors differently.
 */
function ownRedirect(response: Response, location: string): Response {
  const headers = new Headers(response.headers);
  headers.set('location', ownPathOr(location, '/'));
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-cache');
  return new Response(null, { status: response.status, headers });
}
