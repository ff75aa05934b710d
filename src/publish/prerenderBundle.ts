// Keeps the code that rendered the pages, so a publish with the same code renders with it instead of bundling again
// (docs/publishing.md#the-quick-publish): Astro's prerender bundle, copied before Astro deletes it, with each page's
// styles and script names.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const KEPT_DIR = 'prerender';
const CONTEXT_FILE = 'context.json';
const ENTRY_PREFIX = 'prerender-entry';

/** What the build handed the bundle's app (Astro's BuildInternals and options), the parts a page's render reads. */
export interface KeptContext {
  /** The bundle's entry, relative to its folder. */
  entry: string;
  /** The build folder it was made in (absolute): the bundles name it, and a reuse names its own instead. */
  builtIn: string;
  origin: string;
  /** Each page's key (route and component) and its styles, in Astro's form. */
  styles: [key: string, styles: unknown[]][];
  bundles: [specifier: string, file: string][];
  scripts: unknown[];
}

/** The bundle's `app` as far as a publish uses it (Astro's BuildApp). */
export interface BundleApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  getOptions(): { origin: string; settings: { scripts: unknown[] } };
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
}

interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

// Node's own import: the build's integrations (src/publish/astroIntegrations.ts) are loaded by Vite's module runner,
// closed by the time the pages render, and the bundle must be the very module Astro's prerenderer imports.
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/** The prerender bundle's entry in `dir`, imported. */
export async function importEntry(dir: string): Promise<{ app: BundleApp; entry: string }> {
  const entry = readdirSync(dir).find((name) => name.startsWith(ENTRY_PREFIX) && name.endsWith('.mjs'));
  if (!entry) throw new Error(`no prerender entry in ${dir}`);
  const module = (await nativeImport(pathToFileURL(join(dir, entry)).href)) as { app: BundleApp };
  return { app: module.app, entry };
}

/**
 * Before Astro's prerenderer sets up: loads the bundle first so what the build hands its app can be noted.
 * Returns `keep`, to run once the pages are written.
 */
export async function watchPrerender(out: string): Promise<{ source: string; context(): KeptContext | null; keep(): void }> {
  const source = join(out, 'server', '.prerender');
  const { app, entry } = await importEntry(source);
  let internals: BuildInternals | null = null;
  const setInternals = app.setInternals.bind(app);
  app.setInternals = (value) => {
    internals = value as BuildInternals;
    setInternals(value);
  };
  /** What the build handed the app, once it has (when its pages are listed). */
  const context = (): KeptContext | null => {
    if (!internals) return null;
    const options = app.getOptions();
    const found: BuildInternals = internals;
    return {
      entry,
      builtIn: resolve(out),
      origin: options.origin,
      styles: [...found.pagesByKeys].map(([key, page]) => [key, page.styles]),
      bundles: [...found.entrySpecifierToBundleMap],
      scripts: options.settings.scripts,
    };
  };
  return {
    source,
    context,
    keep() {
      const found = context();
      if (!found) return;
      const kept = join(out, KEPT_DIR);
      // Its assets went to the client folder already: a page's render only names them.
      cpSync(source, kept, { recursive: true, filter: (path) => path !== join(source, '_astro') });
      writeFileSync(join(kept, CONTEXT_FILE), JSON.stringify(found));
    },
  };
}

/** The kept bundle's context in a build, or null (an older build, or one made without it). */
export function readKept(build: string): KeptContext | null {
  const file = join(build, KEPT_DIR, CONTEXT_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as KeptContext;
  } catch {
    return null;
  }
}

/** Hands the kept bundle's app what the build once did; its log lines go to `say`. */
export function restoreContext(app: BundleApp, context: KeptContext, say: (line: string) => void): void {
  app.setInternals({
    pagesByKeys: new Map(context.styles.map(([key, styles]) => [key, { styles }])),
    entrySpecifierToBundleMap: new Map(context.bundles),
  });
  const write = (event: { level: string; label: string | null; message: string }) => {
    if (event.level === 'warn' || event.level === 'error') say(`${event.label ? `[${event.label}] ` : ''}${event.message}`);
    return true;
  };
  app.setOptions({ origin: context.origin, settings: { scripts: context.scripts }, logger: { options: { destination: { write } } } });
}
