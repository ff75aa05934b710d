// The quick publish (docs/publishing.md#the-quick-publish): with the live build's code, dictionaries and settings,
// the changed pages render with its kept prerender bundle; every other file comes over as a hard link.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { BuildPlan } from '~/web/builtPage.server.ts';
import { pageFile, pageFiles, pagePath } from '~/shared/publish/pagePath.ts';
import { PUBLISHED_THROUGH_FILE } from '~/service/publish/unpublished.server.ts';
import {
  PAGE_LIST_FILE,
  PAGE_TWINS_FILE,
  planPages,
  readBuiltInputs,
  readCodeFiles,
  settleTwins,
  sourceFingerprint,
  type PageList,
} from './buildPlan.ts';
import { importEntry, KEPT_DIR, readKept, restoreContext, type BundleApp, type KeptContext } from './prerenderBundle.ts';

/** Pages rendered at once, as the full build does (astro.config.mjs, build.concurrency). */
const CONCURRENCY = 4;
/** Files the publish writes itself: never linked, a write would go through to the live build. */
const WRITTEN = new Set([
  join('server', 'inline-scripts.json'),
  join('server', PUBLISHED_THROUGH_FILE),
  join(KEPT_DIR, 'context.json'),
  ...['', '.br', '.gz'].map((end) => join('client', `sw.js${end}`)),
]);

/** A page Astro's `StaticPaths` lists: its address and its route (Astro's RouteData, handed back to render it). */
interface StaticPath {
  pathname: string;
  route: { type: string };
}

/** Why the live build cannot be published from quickly, or null when it can. */
export function quickPublishRefusal(live: string): string | null {
  if (!readKept(live)) return 'the live build kept no page code';
  if (readBuiltInputs(live)?.code !== sourceFingerprint()) return 'the code, dictionaries or settings changed since the live build';
  return null;
}

/** Publishes into `out` (BUILD_DIR) from `live`; throws when a page cannot be rendered this way. */
export async function quickPublish(live: string, out: string): Promise<void> {
  const context = readKept(live)!;
  mkdirSync(join(out, 'client'), { recursive: true });
  // The client's files but the pages are the code's: bundles, the public folder's files and the service worker. The
  // live build lists them; an older one without the list is walked, its pages left out.
  const listed = readCodeFiles(live);
  const pages = listed ? null : new Set(Object.keys(readBuiltInputs(live)!.pages).flatMap(pageFiles));
  carryCode(live, 'client', out, context.builtIn, listed ?? ((name) => !pages!.has(name)));
  for (const folder of ['server', KEPT_DIR]) carryCode(live, folder, out, context.builtIn);
  writeFileSync(join(out, KEPT_DIR, 'context.json'), JSON.stringify({ ...context, builtIn: resolve(out) } satisfies KeptContext));

  const { app } = await importEntry(join(out, KEPT_DIR));
  restoreContext(app, context, (line) => console.warn(line));
  const byPath = await staticPaths(app);
  const all = [...byPath.keys()];
  const plan = await planPages(all, live, (line) => console.log(`[incremental-pages] ${line}`));
  // Every other file comes from the live build, even when every page is rendered: no bundle is made here.
  const list: PageList = { from: live, all, rendered: plan.rendered };
  writeFileSync(join(out, PAGE_LIST_FILE), JSON.stringify(list));
  (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.buildPlan')] = { pages: all.length, bothCores: false } satisfies BuildPlan;

  const started = Date.now();
  await renderPages(app, context.origin, list.rendered, byPath, out);
  writeFileSync(join(out, PAGE_TWINS_FILE), JSON.stringify(await settleTwins()));
  console.log(`Rendered ${list.rendered.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s with the live build's code.`);
}

/** Every page of the bundle's app by its address (as the build lists it), as Astro's own `StaticPaths` lists them. */
export async function staticPaths(app: BundleApp): Promise<Map<string, StaticPath>> {
  const { StaticPaths } = (await import('astro/runtime/prerender/static-paths.js')) as {
    StaticPaths: new (app: unknown) => { getAll(): Promise<StaticPath[]> };
  };
  const byPath = new Map<string, StaticPath>();
  for (const found of await new StaticPaths(app).getAll()) {
    const path = pagePath(found.pathname);
    if (!byPath.has(path)) byPath.set(path, found);
  }
  return byPath;
}

/** Renders `paths` with the bundle's app, a few at a time, each written where the full build would write it. */
export async function renderPages(app: BundleApp, origin: string, paths: string[], byPath: Map<string, StaticPath>, out: string) {
  let next = 0;
  const renderNext = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const found = byPath.get(path);
      if (!found) throw new Error(`${path} is not a page of this build`);
      await renderPage(app, origin, path, found, out);
      console.log(`  ├─ ${path}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, renderNext));
}

/** Renders one page with the bundle's app and writes it where the full build would. */
async function renderPage(app: BundleApp, origin: string, path: string, found: StaticPath, out: string) {
  const { route } = found;
  // As Astro's build asks for it: a page's address ends in a slash (build.format 'directory'), an endpoint's as it is.
  const address = route.type === 'page' && path !== '/' ? `${path}/` : path;
  if (route.type !== 'page' && route.type !== 'endpoint') throw new Error(`${path} is a ${route.type} route`);
  const response = await app.render(new Request(new URL(encodeURI(address), origin)), { routeData: route });
  // Astro's build writes a redirect as a page of its own: left to it.
  if (response.status >= 300 && response.status < 400) throw new Error(`${path} redirects`);
  const file = join(out, 'client', pageFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
}

/**
 * Links the files of a live build's `folder` (those named, or those `wanted`) into the new build `out`; a bundle
 * naming its own build's absolute path is written anew naming the new one.
 */
function carryCode(
  live: string,
  folder: string,
  out: string,
  builtIn: string,
  wanted: string[] | ((name: string) => boolean) = () => true,
) {
  const from = join(live, folder);
  if (!existsSync(from)) return;
  const names = Array.isArray(wanted)
    ? wanted
    : readdirSync(from, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(from, join(entry.parentPath, entry.name)))
        .filter(wanted);
  for (const name of names) {
    const source = join(from, name);
    if (WRITTEN.has(join(folder, name))) continue;
    const target = join(out, folder, name);
    mkdirSync(dirname(target), { recursive: true });
    const text = /\.(m?js|json)$/.test(name) ? readFileSync(source, 'utf8') : '';
    if (text.includes(`${builtIn}/`)) writeFileSync(target, text.replaceAll(`${builtIn}/`, `${resolve(out)}/`));
    else linkSync(source, target);
  }
}
