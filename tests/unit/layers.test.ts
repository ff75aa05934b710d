import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sources.ts';

// The layers of src/ run one way (docs/architecture.md#layers): shared ← service ← web, shared ← ui ← features ←
// layout ← views ← pages; no browser module imports *.server.ts, no folder pairs or rings, no loops (`import type` too).

const SRC = 'src';

interface Import {
  target: string;
}

/** A relative or `~/` (src/) specifier as a path from the repository root. */
const resolveSpecifier = (file: string, specifier: string) =>
  specifier.startsWith('~/') ? join(SRC, specifier.slice(2)) : normalize(join(dirname(file), specifier));

/** The project modules a source file imports (relative and `~/` specifiers, resolved from the repository root). */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]((?:\.{1,2}|~)\/[^'"]+)['"]/g)) {
    found.push({ target: resolveSpecifier(file, match[3]!) });
  }
  for (const match of text.matchAll(/import\(\s*['"]((?:\.{1,2}|~)\/[^'"]+)['"]\s*\)/g))
    found.push({ target: resolveSpecifier(file, match[1]!) });
  return found;
}

const files = sourceFiles(SRC, /\.(ts|tsx|astro|js)$/);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const layer = (file: string) => relative(SRC, file).split('/')[0]!;
/**
 * The page side's layers, lowest first: each imports only those below it and itself (and the service, i18n, assets,
 * styles).
 */
const PAGE_LAYERS = ['shared', 'ui', 'features', 'layout', 'views', 'pages'];
/**
 * The folder a module belongs to: `src/<layer>/<folder>` in the layers made of feature folders, the staff area's
 * parts one deeper; the layer itself for the flat ones (ui, layout, pages). A file at a layer's top is its own.
 */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (!['features', 'service', 'shared', 'views'].includes(parts[0]!)) return parts[0]!;
  return parts.slice(0, parts[1] === 'staff' && parts.length > 3 ? 3 : 2).join('/');
}
/** Each folder's imports of other folders. */
const folderEdges = new Map<string, Map<string, string>>();
for (const [file, imports] of graph)
  for (const { target } of imports) {
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to || !graph.has(target)) continue;
    if (!folderEdges.has(from)) folderEdges.set(from, new Map());
    folderEdges.get(from)!.set(to, `${file} → ${target}`);
  }
/**
 * Modules that run in the browser: islands, stores and the other plain modules of ui, features and layout (an .astro
 * file's frontmatter runs on the server).
 */
const browserModule = (file: string) =>
  ['ui', 'features', 'layout'].includes(layer(file)) && /\.(ts|tsx)$/.test(file) && !file.endsWith('.server.ts');

/** The imports of a layer's modules that reach a layer outside `allowed`. */
const importsLeaving = (name: string, allowed: string[]) =>
  files
    .filter((file) => layer(file) === name)
    .flatMap((file) =>
      graph
        .get(file)!
        .filter(({ target }) => !allowed.includes(layer(target)))
        .map(({ target }) => `${file} → ${target}`),
    );

describe('the layers of src/', () => {
  it('shared imports only shared', () => {
    expect(importsLeaving('shared', ['shared'])).toEqual([]);
  });

  it('the service imports only shared and itself', () => {
    expect(importsLeaving('service', ['service', 'shared'])).toEqual([]);
  });

  it('the page side runs one way: shared ← ui ← features ← layout ← views ← pages', () => {
    const wrong = files
      .filter((file) => PAGE_LAYERS.includes(layer(file)))
      .flatMap((file) =>
        graph
          .get(file)!
          .filter(({ target }) => PAGE_LAYERS.indexOf(layer(target)) > PAGE_LAYERS.indexOf(layer(file)))
          .map(({ target }) => `${file} → ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('publishing (src/publish/) imports only shared, the service and the web server, and only commands start it', () => {
    expect(importsLeaving('publish', ['publish', 'service', 'web', 'shared'])).toEqual([]);
    const importers = files.filter(
      (file) => layer(file) !== 'publish' && graph.get(file)!.some(({ target }) => layer(target) === 'publish'),
    );
    expect(importers).toEqual([]);
  });

  it('every file of scripts/ is a thin command: under 60 lines, its work in src/', () => {
    const long = sourceFiles('scripts', /\.(ts|mjs)$/).filter((file) => readFileSync(file, 'utf8').split('\n').length > 60);
    expect(long).toEqual([]);
  });

  it('the toolkit (ui) imports only shared and itself', () => {
    expect(importsLeaving('ui', ['ui', 'shared'])).toEqual([]);
  });

  it('no two folders import each other', () => {
    const pairs = [...folderEdges].flatMap(([from, targets]) =>
      [...targets]
        .filter(([to]) => from < to && folderEdges.get(to)?.has(from))
        .map(([to, example]) => `${from} ⇄ ${to}: ${example}; ${folderEdges.get(to)!.get(from)}`),
    );
    expect(pairs).toEqual([]);
  });

  it('no ring of folders: no folder reaches itself through others', () => {
    const rings: string[] = [];
    const order = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const visit = (folder: string) => {
      order.set(folder, order.size);
      low.set(folder, order.get(folder)!);
      stack.push(folder);
      for (const [to] of folderEdges.get(folder) ?? []) {
        if (!order.has(to)) visit(to);
        if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      }
      if (low.get(folder) !== order.get(folder)) return;
      const ring = stack.splice(stack.indexOf(folder));
      if (ring.length > 1) rings.push(ring.sort().join(' → '));
    };
    for (const folder of folderEdges.keys()) if (!order.has(folder)) visit(folder);
    expect(rings).toEqual([]);
  });

  it('no browser module imports a *.server.ts module', () => {
    const wrong = files.filter(browserModule).flatMap((file) =>
      graph
        .get(file)!
        .filter(({ target }) => target.endsWith('.server.ts'))
        .map(({ target }) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('no module imports itself through others', () => {
    const loops: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        loops.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'visiting');
      for (const { target } of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(loops).toEqual([]);
  });

  it('names every island *Island.tsx', () => {
    const wrong: string[] = [];
    const islands = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.astro'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/<([A-Z]\w*)\b[^>]*?\sclient:/g)) {
        islands.add(name!);
        const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(text)?.[1] ?? '(not imported)';
        if (!from.endsWith(`/${name}.tsx`) || !name!.endsWith('Island')) wrong.push(`${file}: <${name}> from ${from}`);
      }
    }
    expect(wrong).toEqual([]);
    expect([...islands].sort()).toEqual(
      expect.arrayContaining(['BasketIsland', 'CartIsland', 'LoginDialogIsland', 'MenuIsland', 'SearchIsland']),
    );
  });

  it('reaches outside its own folder through ~/, never ../', () => {
    const wrong = files.filter((file) => /(?:from\s+|import\(\s*|^import\s+)['"]\.\.\//m.test(readFileSync(file, 'utf8')));
    expect(wrong).toEqual([]);
  });

  it('spells the locales once (src/shared/i18n/locale.ts): every other module says Locale', () => {
    const spelt = files.filter(
      (file) => file !== 'src/shared/i18n/locale.ts' && /'en' \| 'fa'|'fa' \| 'en'/.test(readFileSync(file, 'utf8')),
    );
    expect(spelt).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(graph.get('src/service/routes.server.ts')!.map(({ target }) => target)).toContain('src/service/openapi.server.ts');
  });
});
