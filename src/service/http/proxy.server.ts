import type { IncomingMessage } from 'node:http';
import { serviceConfig } from '~/service/config.server.ts';

/**
 * The visitor's address once trusted proxies are counted (TRUST_PROXY, `1` for the documented nginx): each proxy
 * appends to X-Forwarded-For, so only the right-most entries are trustworthy.
 */

/** The entry a proxy `hops` from the right wrote into a comma-joined forwarded header, if any. */
function forwardedValue(header: string | string[] | undefined, hops: number): string {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim());
  // Fewer entries than proxies: the outermost proxy's value is the left-most one.
  return entries[Math.max(0, entries.length - hops)] ?? '';
}

/** The visitor's address: the one the outermost trusted proxy saw, or the socket's peer without a proxy. */
export function clientAddressOf(req: IncomingMessage): string {
  const hops = serviceConfig().trustProxy;
  return (hops > 0 && forwardedValue(req.headers['x-forwarded-for'], hops)) || req.socket.remoteAddress || 'unknown';
}

/** Whether the visitor came over HTTPS: directly, or per the X-Forwarded-Proto a trusted proxy set. */
export function isSecure(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const hops = serviceConfig().trustProxy;
  return hops > 0 && forwardedValue(req.headers['x-forwarded-proto'], 1).toLowerCase() === 'https';
}

/** The origin the visitor's browser addressed: scheme and host as the visitor sent them, through the proxy. */
export function requestOrigin(req: IncomingMessage): string {
  const trusted = serviceConfig().trustProxy > 0;
  const host = (trusted && forwardedValue(req.headers['x-forwarded-host'], 1)) || req.headers.host || '';
  return `${isSecure(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * Whether a writing request comes from this site's own pages. Browsers send Origin with every cross-site
 * POST, PUT or DELETE; a request without one is not a browser's cross-site request.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(requestOrigin(req)).origin;
  } catch {
    return false;
  }
}
