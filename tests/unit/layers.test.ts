import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sources.ts';

// The layers of src/ run one way (docs/architecture.md): shared ← service ← server, and shared ← features; no
// browser module imports a *.server.ts module, and no module imports itself through others.

const SRC = 'src';

interface Import {
  target: string;
  /** `import type …`: erased at build, so it makes no runtime loop. */
  typeOnly: boolean;
}

/** A relative or `~/` (src/) specifier as a path from the repository root. */
const resolveSpecifier = (file: string, specifier: string) =>
  specifier.startsWith('~/') ? join(SRC, specifier.slice(2)) : normalize(join(dirname(file), specifier));

/** The project modules a source file imports (relative and `~/` specifiers, resolved from the repository root). */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]((?:\.{1,2}|~)\/[^'"]+)['"]/g)) {
    found.push({ target: resolveSpecifier(file, match[3]!), typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(/import\(\s*['"]((?:\.{1,2}|~)\/[^'"]+)['"]\s*\)/g))
    found.push({ target: resolveSpecifier(file, match[1]!), typeOnly: false });
  return found;
}

const files = sourceFiles(SRC, /\.(ts|tsx|astro|js)$/);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const layer = (file: string) => relative(SRC, file).split('/')[0]!;
/** Modules that run in the browser: islands, stores and the other plain modules of features (an .astro file's frontmatter runs on the server). */
const browserModule = (file: string) => layer(file) === 'features' && /\.(ts|tsx)$/.test(file) && !file.endsWith('.server.ts');

describe('the layers of src/', () => {
  it('shared imports only shared', () => {
    const wrong = files
      .filter((file) => layer(file) === 'shared')
      .flatMap((file) =>
        graph
          .get(file)!
          .filter(({ target }) => layer(target) !== 'shared')
          .map(({ target }) => `${file} → ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('the service imports only shared and itself', () => {
    const wrong = files
      .filter((file) => layer(file) === 'service')
      .flatMap((file) =>
        graph
          .get(file)!
          .filter(({ target }) => !['service', 'shared'].includes(layer(target)))
          .map(({ target }) => `${file} → ${target}`),
      );
    expect(wrong).toEqual([]);
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
      for (const { target, typeOnly } of graph.get(file) ?? []) if (!typeOnly && graph.has(target)) visit(target, [...path, file]);
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
