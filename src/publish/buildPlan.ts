// What a build keeps of its pages' reads (<build>/page-inputs.json): each page's inputs, their values' hashes and the
// code's fingerprint, so the next publish renders only what changed (docs/publishing.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface BuiltInputs {
  /** sourceFingerprint() when the build was made. */
  code: string;
  /** Each input's key and the hash of its value. */
  hashes: Record<string, string>;
  /** Each page (pagePath()) and the keys of the inputs it read. */
  pages: Record<string, string[]>;
}

export const INPUTS_FILE = 'page-inputs.json';
/**
 * Written by the build's prerenderer: every page address of this build, and those it rendered (all unless
 * incremental).
 */
export const PAGE_LIST_FILE = 'page-list.json';

/** Written at the build's end: the pages (client-relative files) whose twins were written as they were rendered. */
export const PAGE_TWINS_FILE = 'page-twins.json';

/**
 * Written at the build's end: the client's files that are not pages, client-relative. A publish carries them over by
 * name instead of walking tens of thousands of files.
 */
export const CODE_FILES_FILE = 'client-code.json';

/** The code files a finished build listed, or null (a build from before the list: walk its folder). */
export function readCodeFiles(dir: string): string[] | null {
  try {
    return JSON.parse(readFileSync(join(dir, CODE_FILES_FILE), 'utf8')) as string[];
  } catch {
    return null;
  }
}

/**
 * Waits for the twins the pages' renders still write (src/web/builtPage.server.ts); the pages that have them, or
 * null.
 */
export async function settleTwins(): Promise<unknown> {
  const twins = (globalThis as Record<symbol, { settle(): Promise<unknown> } | undefined>)[Symbol.for('storefront.pageTwins')];
  return twins ? twins.settle() : null;
}

export interface PageList {
  /** The live build it started from, when it rendered only what changed. */
  from: string | null;
  all: string[];
  rendered: string[];
}

/** The inputs file of a finished build, or null (none, or unreadable: that build renders everything next time). */
export function readBuiltInputs(dir: string): BuiltInputs | null {
  try {
    return JSON.parse(readFileSync(join(dir, INPUTS_FILE), 'utf8')) as BuiltInputs;
  } catch {
    return null;
  }
}

// The settings pages are built with: the site's address and the service they read.
const BUILD_SETTINGS = ['SITE_URL', 'SERVICE_URL', 'SHOP_KEY', 'CALL_BACK_HOURS'];
const SOURCES = ['src', 'public', 'scripts', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    // The font subsets are made by the build itself from the fonts in node_modules.
    if (name === 'generated') continue;
    yield* filesUnder(join(path, name));
  }
}

// Worked out once per process: a quick publish asks three times (may it, the plan, the inputs it writes),
// and the sources do not change while a build runs.
const fingerprints = new Map<string, string>();

/**
 * A hash of everything but the catalogue that a page's bytes depend on: the code, dictionaries, assets and settings.
 */
export function sourceFingerprint(root = process.cwd()): string {
  const settings = BUILD_SETTINGS.map((name) => `${name}=${process.env[name] ?? ''}\0`).join('');
  const known = fingerprints.get(`${root}\0${settings}`);
  if (known) return known;
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of filesUnder(resolve(root, source))) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  const fingerprint = hash.update(settings).digest('base64url').slice(0, 22);
  fingerprints.set(`${root}\0${settings}`, fingerprint);
  return fingerprint;
}

interface PageInputsApi {
  currentHashes(keys: Iterable<string>): Promise<Map<string, string | null>>;
}

/**
 * Which pages to render: all, or, from a live build with the same code, those whose inputs changed, the new ones,
 * those reading nothing, and the sitemap when pages came or went. Over half: all.
 */
export async function planPages(all: string[], from: string | null, say: (line: string) => void): Promise<PageList> {
  const everything: PageList = { from: null, all, rendered: all };
  if (!from) return everything;
  const live = readBuiltInputs(from);
  const api = (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.pageInputs')] as PageInputsApi | undefined;
  if (!live || !api) {
    say(`The live build (${from}) lists no page inputs: rendering every page.`);
    return everything;
  }
  if (live.code !== sourceFingerprint()) {
    say('The code, dictionaries or settings changed since the live build: rendering every page.');
    return everything;
  }
  const now = await api.currentHashes(Object.keys(live.hashes));
  const changed = new Set([...now].filter(([key, hash]) => hash !== live.hashes[key]).map(([key]) => key));
  const present = new Set(all);
  const added = all.filter((path) => !live.pages[path]);
  const gone = Object.keys(live.pages).filter((path) => !present.has(path));
  const rendered = all.filter((path) => {
    const keys = live.pages[path];
    return !keys || keys.length === 0 || keys.some((key) => changed.has(key)) || (path === '/sitemap.xml' && (added.length || gone.length));
  });
  const shown = [...changed].slice(0, 5).join(', ') + (changed.size > 5 ? '…' : '');
  if (rendered.length > all.length / 2) {
    say(`Most pages changed (${rendered.length} of ${all.length}; inputs changed: ${shown}): rendering every page.`);
    return everything;
  }
  say(
    `Rendering ${rendered.length} of ${all.length} pages: ${changed.size} of ${now.size} inputs changed, ` +
      `${added.length} new pages, ${gone.length} gone; the rest come from ${from}.`,
  );
  return { from, all, rendered };
}
