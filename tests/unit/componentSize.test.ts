import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sources.ts';

// An Astro component is a function as well (its frontmatter and its template): the lint rule's 80 lines hold for
// it too, counted as the rule counts (blank lines and comments aside), its imports and its styles aside
// (docs/architecture.md#names).

const MAX_LINES = 80;

/** The lines of an Astro component that count: neither its <style> blocks, imports, comments nor blank lines. */
function countedLines(source: string): number {
  return source
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/^import\s[\s\S]*?;[ \t]*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*\/\//.test(line) && !/^\s*\{\s*\}\s*$/.test(line)).length;
}

describe('Astro components', () => {
  const components = sourceFiles('src', /\.astro$/);

  it('finds the components (the check reads them all)', () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it(`none runs over ${MAX_LINES} lines, styles and imports aside`, () => {
    const long = components
      .map((file) => ({ file, lines: countedLines(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long.map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });

  it('counts what a component does, not its imports, styles or comments', () => {
    const component = [
      '---',
      "import A from './A.astro';",
      'import {',
      '  b,',
      "} from './b.ts';",
      '// why',
      'const c = b(1);',
      '---',
      '',
      '{/* a note */}',
      '<A value={c} />',
      '<style>',
      '  .a { color: red; }',
      '</style>',
    ].join('\n');
    expect(countedLines(component)).toBe(4);
    expect(countedLines(`---\n---\n${'<p>line</p>\n'.repeat(81)}`)).toBe(83);
  });
});
