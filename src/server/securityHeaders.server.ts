import { createHash } from 'node:crypto';

/** The header every answer carries (DESIGN section 7); pages get the rest in pageHeaders. */
export const COMMON_HEADERS: Record<string, string> = { 'x-content-type-options': 'nosniff' };

/** The hashes of a page's inline scripts (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A page's headers: a content security policy allowing only this site's files and the page's own inline
 * scripts (by hash), no framing (as a header: a <meta> policy cannot forbid it), the referrer policy and
 * the common one.
 */
export function pageHeaders(html: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // Styles are inlined into every page (and islands set sizes): inline styles stay allowed, scripts do not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
  // `Accept-CH: ECT`: the browser says how fast its link is, and on 2G the pictures come lighter (media.server.ts).
  return { ...COMMON_HEADERS, 'content-security-policy': policy, 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin', 'accept-ch': 'ECT' };
}
