import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sources.ts';

// One pattern for an island's words (docs/architecture.md#an-islands-words): type and builder in a `*Text.ts` of its
// feature, `text={xText(locale)}` in the page, the island importing the type only.

const astroFiles = sourceFiles('src', /\.astro$/);
const islandFiles = sourceFiles('src', /Island\.tsx$/);

/** The module a name is imported from in a file's source (`import { a as b }` counts under b), or undefined. */
function importedFrom(source: string, name: string): string | undefined {
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const names = match[1]!.split(',').map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    );
    if (names.includes(name)) return match[2]!;
  }
  return undefined;
}

/** Each `<XIsland … text={…}>` of an Astro file: the island and what its text prop is given. */
function islandTextProps(source: string): { island: string; given: string }[] {
  const found: { island: string; given: string }[] = [];
  for (const match of source.matchAll(/<(\w+Island)\b((?:[^>]|=>)*?)\btext=\{/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < source.length) {
      const char = source[end++];
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
    }
    found.push({ island: match[1]!, given: source.slice(start, end - 1).trim() });
  }
  return found;
}

describe("an island's words", () => {
  const props = astroFiles.flatMap((file) => islandTextProps(readFileSync(file, 'utf8')).map((prop) => ({ file, ...prop })));

  it('finds the islands that take words (the check reads them all)', () => {
    expect(props.length).toBeGreaterThanOrEqual(20);
  });

  it("every page gives an island's text prop one call of a builder from a *Text.ts module", () => {
    const wrong = props.filter(({ file, given }) => {
      const call = /^(\w+)\(locale(?:, [^()]*(?:\([^()]*\))?)?\)$/.exec(given);
      return !call || !/Text\.ts$/.test(importedFrom(readFileSync(file, 'utf8'), call[1]!) ?? '');
    });
    expect(wrong.map(({ file, island, given }) => `${file}: <${island} text={${given.slice(0, 60)}}>`)).toEqual([]);
  });

  it('no island declares its words’ type: it imports it from a *Text.ts module', () => {
    const wrong: string[] = [];
    for (const file of islandFiles) {
      const source = readFileSync(file, 'utf8');
      if (/^(?:export )?(?:interface \w*Text\b|type \w*Text\b\s*=)/m.test(source)) wrong.push(`${file}: declares a text type`);
      const textType = /^\s+text\??: (.+);$/m.exec(source)?.[1];
      const imported = textType && /^\w+$/.test(textType) ? importedFrom(source, textType) : undefined;
      if (textType && !/Text\.ts$/.test(imported ?? '')) wrong.push(`${file}: text: ${textType}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the check would see an inline text and an island’s own text type', () => {
    const inline = islandTextProps("<MenuIsland client:intent text={{ open: t('nav.openMenu') }}>");
    expect(inline).toEqual([{ island: 'MenuIsland', given: "{ open: t('nav.openMenu') }" }]);
    expect(importedFrom("import { searchText as box } from '~/features/catalogue/searchText.ts';", 'box')).toMatch(/Text\.ts$/);
  });
});
