import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '~/service/observe/log.server.ts';

/**
 * The headers every answer carries (pages, files, the service's JSON and pictures); pages get the rest in
 * pageHeaders.
 */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The hashes of a page's inline scripts (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** Hashes already made: the pages of a build share a few inline scripts (a large build asks 20,000 times). */
const knownHashes = new Map<string, string>();

function scriptHash(body: string): string {
  let hash = knownHashes.get(body);
  if (!hash) {
    if (knownHashes.size >= 256) knownHashes.clear();
    hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    knownHashes.set(body, hash);
  }
  return hash;
}

/** Where the build records its pages' inline scripts (in <build>/server/), written by src/publish/postbuild.ts. */
export const BUILD_SCRIPTS_FILE = 'inline-scripts.json';

/** The hashes of the inline scripts of a build's pages: the only inline scripts a page rendered per request may run. */
export function buildScriptHashes(serverDir: string): string[] {
  try {
    return JSON.parse(readFileSync(join(serverDir, BUILD_SCRIPTS_FILE), 'utf8')) as string[];
  } catch {
    log.warn(`${BUILD_SCRIPTS_FILE} is missing from ${serverDir}: pages rendered per request run no inline script.`);
    return [];
  }
}

/**
 * A page's headers: a policy allowing only this site's files and hashed inline scripts, no framing, the common ones.
 * A page rendered per request allows only the build's scripts, so a script slipped into its HTML does not run.
 */
export function pageHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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
  return { ...COMMON_HEADERS, 'content-security-policy': policy, 'x-frame-options': 'DENY', 'accept-ch': 'ECT' };
}
