import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each built page read of the catalogue (docs/publishing.md): named inputs (`allFamilies[2,24]`, `site[]`…),
 * each noted with its value's hash as the page renders. A publish renders again the pages with a hash that changed.
 */

/** The inputs one page read, by key, with the hash of each value. */
export type PageInputs = Map<string, string>;

const recording = new AsyncLocalStorage<PageInputs>();
const readers = new Map<string, (...args: never[]) => Promise<unknown>>();
/** Hashes of the inputs read since the catalogue was last read afresh (see forgetInputHashes). */
let hashes = new Map<string, string>();

/** Runs `render` noting every input it reads into `inputs`. */
export function recordInputs<T>(inputs: PageInputs, render: () => Promise<T>): Promise<T> {
  return recording.run(inputs, render);
}

/** The hash of a value as JSON, maps as their entries: short, since a large shop keeps one per input. */
export function hashOf(value: unknown): string {
  const json = JSON.stringify(value, (_, item: unknown) => (item instanceof Map ? [...item] : item)) ?? 'undefined';
  return createHash('sha256').update(json).digest('base64url').slice(0, 16);
}

/** Notes, while a page renders, that it read input `name` with `args` and got `value`. */
export function noteInput(name: string, args: readonly unknown[], value: unknown): void {
  const inputs = recording.getStore();
  if (!inputs) return;
  // Left-out arguments are left out of the key too: JSON would turn them into nulls.
  let given = args.length;
  while (given > 0 && args[given - 1] === undefined) given--;
  const key = `${name}${JSON.stringify(args.slice(0, given))}`;
  let hash = hashes.get(key);
  if (hash === undefined) hashes.set(key, (hash = hashOf(value)));
  inputs.set(key, hash);
}

/**
 * Declares an input: `read` with its arguments (numbers and strings) names one value of the catalogue. The
 * returned function reads it and, while a page renders, notes it.
 */
export function pageInput<A extends (string | number | undefined)[], T>(name: string, read: (...args: A) => Promise<T>) {
  declareInput(name, read);
  return async (...args: A): Promise<T> => {
    const value = await read(...args);
    // Only the arguments it declares: `images.map(placeholderStyle)` also passes an index and the array.
    noteInput(name, args.slice(0, read.length), value);
    return value;
  };
}

/** Declares how input `name` is read again, for an input noted with noteInput. */
export function declareInput<A extends unknown[]>(name: string, read: (...args: A) => Promise<unknown>): void {
  readers.set(name, read as unknown as (...args: never[]) => Promise<unknown>);
}

/** Forgets the hashes: the catalogue is about to be read afresh. */
export function forgetInputHashes(): void {
  hashes = new Map();
}

/**
 * The hashes of `keys` from the catalogue as it is now; a key whose input no longer exists (or cannot be
 * read) gets null, so the pages that read it are rendered again.
 */
export async function currentHashes(keys: Iterable<string>): Promise<Map<string, string | null>> {
  const found = new Map<string, string | null>();
  for (const key of keys) {
    const open = key.indexOf('[');
    const read = open > 0 ? readers.get(key.slice(0, open)) : undefined;
    try {
      found.set(key, read ? hashOf(await read(...(JSON.parse(key.slice(open)) as never[]))) : null);
    } catch {
      found.set(key, null);
    }
  }
  return found;
}

/**
 * Where a build notes each page's inputs as it renders them, one JSON line per page; src/publish/postbuild.ts gathers
 * them.
 */
export function pageInputsLog(buildDir = process.env.BUILD_DIR || 'dist'): string {
  return join(buildDir, 'page-inputs.jsonl');
}

/** Notes a built page's inputs (its address as the build lists it: decoded, no trailing slash). */
export function logPageInputs(path: string, inputs: PageInputs): void {
  appendFileSync(pageInputsLog(), `${JSON.stringify({ path, inputs: Object.fromEntries(inputs) })}\n`);
}

// The build's prerenderer (src/publish/astroIntegrations.ts) is loaded apart from the page bundle and reaches this
// copy here.
(globalThis as Record<symbol, unknown>)[Symbol.for('storefront.pageInputs')] = { currentHashes };
