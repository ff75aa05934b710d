import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INPUTS_FILE, planPages, sourceFingerprint, type BuiltInputs } from '~/publish/buildPlan.ts';
import { KEPT_DIR } from '~/publish/prerenderBundle.ts';
import { quickPublishRefusal } from '~/publish/quickPublish.ts';
import { joinTwins, secondShare } from '~/publish/secondRenderer.ts';
import { pageFile, pagePath } from '~/shared/publish/pagePath.ts';

describe('a built page’s address and file', () => {
  it('is decoded, without a trailing slash, and lands in its folder’s index.html', () => {
    expect(pagePath('/fa/category/VAS/%DA%AF%D9%84%D8%AF%D8%A7%D9%86/')).toBe('/fa/category/VAS/گلدان');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/fa/Products/VAS0110/dune')).toBe('fa/Products/VAS0110/dune/index.html');
    expect(pageFile('/sitemap.xml')).toBe('sitemap.xml');
  });
});

describe('which pages a publish renders', () => {
  const key = Symbol.for('storefront.pageInputs');
  let live: string;
  /** The catalogue as it is now: each input's hash (what the page bundle's currentHashes answers). */
  let now: Record<string, string>;
  const all = ['/', '/Products/A/a', '/Products/B/b', '/Products/C/c', '/offline', '/sitemap.xml'];
  const built = (code = sourceFingerprint()): BuiltInputs => ({
    code,
    hashes: { 'site[]': 's1', 'variantsOf["A"]': 'a1', 'variantsOf["B"]': 'b1', 'variantsOf["C"]': 'c1', 'banners[]': 'h1' },
    pages: {
      '/': ['banners[]', 'site[]'],
      '/Products/A/a': ['site[]', 'variantsOf["A"]'],
      '/Products/B/b': ['site[]', 'variantsOf["B"]'],
      '/Products/C/c': ['site[]', 'variantsOf["C"]'],
      '/offline': [],
      '/sitemap.xml': ['site[]'],
    },
  });
  const write = (inputs: BuiltInputs) => writeFileSync(join(live, INPUTS_FILE), JSON.stringify(inputs));
  const plan = (paths = all) => planPages(paths, live, () => {});

  beforeEach(() => {
    live = mkdtempSync(join(tmpdir(), 'page-plan-'));
    now = { ...built().hashes };
    (globalThis as Record<symbol, unknown>)[key] = {
      currentHashes: async (keys: Iterable<string>) => new Map([...keys].map((k) => [k, now[k] ?? null])),
    };
    write(built());
  });
  afterEach(() => {
    rmSync(live, { recursive: true, force: true });
    delete (globalThis as Record<symbol, unknown>)[key];
  });

  it('renders the pages whose inputs changed and those that read nothing', async () => {
    now['variantsOf["B"]'] = 'b2';
    expect((await plan()).rendered).toEqual(['/Products/B/b', '/offline']);
  });

  it('renders a new page and the sitemap when pages come or go', async () => {
    const next = all.filter((path) => path !== '/Products/C/c').concat('/Products/D/d');
    expect((await plan(next)).rendered).toEqual(['/offline', '/sitemap.xml', '/Products/D/d']);
  });

  it('renders everything when most pages changed, when the code changed, or without a record', async () => {
    now['site[]'] = 's2';
    expect((await plan()).rendered).toEqual(all);
    now['site[]'] = 's1';
    write(built('another fingerprint'));
    expect((await plan()).rendered).toEqual(all);
    rmSync(join(live, INPUTS_FILE));
    expect(await plan()).toEqual({ from: null, all, rendered: all });
  });

  it('renders a page again when one of its inputs can no longer be read', async () => {
    delete now['variantsOf["A"]'];
    expect((await plan()).rendered).toContain('/Products/A/a');
  });
});

describe('whether a publish renders with the live build’s kept code', () => {
  let live: string;
  beforeEach(() => {
    live = mkdtempSync(join(tmpdir(), 'storefront-kept-'));
  });
  afterEach(() => rmSync(live, { recursive: true, force: true }));
  const keep = () => {
    mkdirSync(join(live, KEPT_DIR));
    writeFileSync(join(live, KEPT_DIR, 'context.json'), JSON.stringify({ entry: 'prerender-entry.x.mjs', builtIn: live }));
  };
  const inputs = (code: string) => writeFileSync(join(live, INPUTS_FILE), JSON.stringify({ code, hashes: {}, pages: {} }));

  it('does when the live build kept its code and was built from these sources and settings', () => {
    keep();
    inputs(sourceFingerprint());
    expect(quickPublishRefusal(live)).toBeNull();
  });

  it('does not when the live build kept no code (an older build), or its code differs', () => {
    inputs(sourceFingerprint());
    expect(quickPublishRefusal(live)).toBe('the live build kept no page code');
    keep();
    inputs('another-fingerprint');
    expect(quickPublishRefusal(live)).toBe('the code, dictionaries or settings changed since the live build');
  });
});

describe('a large build’s second renderer', () => {
  const pages = (n: number) => Array.from({ length: n }, (_, i) => `/p/${i}`);

  it('takes a little over half of a large build, spread through the list, so both hold every kind of page', () => {
    const share = secondShare(pages(1200), {});
    expect(share).toHaveLength(624);
    expect(share.slice(0, 3)).toEqual(['/p/1', '/p/3', '/p/5']);
    const taken = new Set(share);
    for (let start = 0; start + 100 <= 1200; start += 100) {
      const inWindow = pages(1200)
        .slice(start, start + 100)
        .filter((page) => taken.has(page)).length;
      expect(inWindow).toBeGreaterThanOrEqual(51);
      expect(inWindow).toBeLessThanOrEqual(53);
    }
  });

  it('is not started for a small build, or when turned off; a test may ask for it on a small one', () => {
    expect(secondShare(pages(999), {})).toEqual([]);
    expect(secondShare(pages(5000), { BUILD_SECOND_RENDERER_PAGES: '0' })).toEqual([]);
    expect(secondShare(pages(4), { BUILD_SECOND_RENDERER_PAGES: '1' })).toEqual(['/p/1', '/p/3']);
  });

  it('adds the twins both renderers wrote into one build’s', () => {
    const own = { files: ['a/index.html'], scripts: ['sha256-b', 'sha256-a'], bytes: 10, brotliBytes: 3 };
    const second = { files: ['b/index.html'], scripts: ['sha256-a', 'sha256-c'], bytes: 5, brotliBytes: 2 };
    expect(joinTwins(own, second)).toEqual({
      files: ['a/index.html', 'b/index.html'],
      scripts: ['sha256-a', 'sha256-b', 'sha256-c'],
      bytes: 15,
      brotliBytes: 5,
    });
    expect(joinTwins(own, null)).toBe(own);
    expect(joinTwins(null, null)).toBeNull();
  });
});
