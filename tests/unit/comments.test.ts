import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sources.ts';

// A comment says why in a few lines; what takes longer, and every measurement, lives in docs/, where a comment
// points (docs/architecture.md#names). So the comments stay short and their pointers lead somewhere.

const MAX_WORDS = 40;

interface Comment {
  line: number;
  text: string;
}

/** The comments of a source file: each block comment begun on its own line, and each run of `//` lines. */
function commentsOf(source: string): Comment[] {
  const lines = source.split('\n');
  const found: Comment[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = lines[i]!.trim();
    if (start.startsWith('/*') || start.startsWith('{/*')) {
      let end = i;
      while (end < lines.length - 1 && !lines[end]!.includes('*/')) end++;
      found.push({ line: i + 1, text: lines.slice(i, end + 1).join('\n') });
      i = end;
    } else if (start.startsWith('//')) {
      let end = i;
      while (end < lines.length - 1 && lines[end + 1]!.trim().startsWith('//')) end++;
      found.push({ line: i + 1, text: lines.slice(i, end + 1).join('\n') });
      i = end;
    }
  }
  return found;
}

/** Words a reader reads: the comment markers aside. */
const wordsOf = (comment: string) =>
  comment
    .replace(/\*+\//g, ' ')
    .replace(/\/\/+|\/\*+|^\s*\*+|[{}]/gm, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** The anchors of a markdown file's headings, as GitHub makes them. */
const anchorsOf = (markdown: string) =>
  [...markdown.matchAll(/^#+\s+(.+)$/gm)].map((heading) =>
    heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-'),
  );

const sources = ['src', 'scripts', 'bench', 'tests']
  .flatMap((dir) => sourceFiles(dir, /\.(ts|tsx|astro|js|mjs|css)$/))
  .filter((file) => !file.includes('.tmp/'));

describe('comments in src/, scripts/, bench/ and tests/', () => {
  it('finds the comments (the check reads them all)', () => {
    expect(sources.flatMap((file) => commentsOf(readFileSync(file, 'utf8'))).length).toBeGreaterThan(1000);
  });

  it(`none runs over ${MAX_WORDS} words`, () => {
    const long = sources.flatMap((file) =>
      commentsOf(readFileSync(file, 'utf8'))
        .filter(({ text }) => wordsOf(text) > MAX_WORDS)
        .map(({ line, text }) => `${file}:${line}: ${wordsOf(text)} words`),
    );
    expect(long).toEqual([]);
  });

  it('counts a block comment and a run of line comments as one each, words only', () => {
    const source = ['/**', ' * One two', ' * three.', ' */', 'const a = 1; // not alone on its line', '// four five', '// six'].join('\n');
    expect(commentsOf(source).map(({ text }) => wordsOf(text))).toEqual([3, 3]);
  });

  it('points only to docs that exist, at headings that exist', () => {
    const broken = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)]
        .filter(([, name, anchor]) => {
          const doc = `docs/${name}`;
          return !existsSync(doc) || (anchor !== undefined && !anchorsOf(readFileSync(doc, 'utf8')).includes(anchor));
        })
        .map(([pointer]) => `${file}: ${pointer}`),
    );
    expect(broken).toEqual([]);
  });
});
