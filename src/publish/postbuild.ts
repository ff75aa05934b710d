// After `astro build`: .br and .gz twins of every text file in <build>/client, and each page's reads into
// page-inputs.json. A build of only the changed pages (buildPlan.ts) links every other page, twins included, from the
// live build.
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import type { PageTwins } from '~/web/builtPage.server.ts';
import type { PageList } from './buildPlan.ts';

const out = process.env.BUILD_DIR || 'dist';
const client = join(out, 'client');
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const { inlinePageScript } = await import('~/web/pageScript.server.ts');
const { CODE_FILES_FILE, INPUTS_FILE, PAGE_LIST_FILE, PAGE_TWINS_FILE, readBuiltInputs, readCodeFiles, sourceFingerprint } =
  await import('./buildPlan.ts');
const { pageCompression, writeTwins } = await import('~/web/builtPage.server.ts');
const { pageFiles } = await import('~/shared/publish/pagePath.ts');
const { takeSpare } = await import('./spareBuild.ts');
const { pageInputsLog } = await import('~/service/catalogue/pageInputs.server.ts');
const { BUILD_SCRIPTS_FILE, inlineScriptHashes } = await import('~/web/securityHeaders.server.ts');
/**
 * Every inline script the built pages hold: the only ones a page rendered per request may run (see
 * securityHeaders.server.ts).
 */
const buildScripts = new Set<string>();

// Pages are compressed as they are written (src/web/builtPage.server.ts); here, the pages without twins yet and the
// other files, always at the best quality. The few large bundles, seconds each at quality 11, go first.
const pageList = JSON.parse(readFileSync(join(out, PAGE_LIST_FILE), 'utf8')) as PageList;
const from = pageList.from;
const live = from ? readBuiltInputs(from) : null;
const liveClient = from ? join(from, 'client') : null;

const found = [...files(client)].filter((path) => TEXT.has(extname(path)));
const pages = found.filter((path) => extname(path) === '.html');
const others = found
  .filter((path) => extname(path) !== '.html')
  .map((path) => ({ path, size: statSync(path).size }))
  .sort((a, b) => b.size - a.size);
const pageLevels = pageCompression(pageList.all.length);
const sitemapLevels = { quality: pageLevels.quality, gzipLevel: pageLevels.gzipLevel ?? 1 };
// The pages compressed as they were written bring their inline scripts and sizes along: they are not read again.
const written = JSON.parse(readFileSync(join(out, PAGE_TWINS_FILE), 'utf8')) as PageTwins | null;
const twinned = new Set((written?.files ?? []).map((file) => join(client, file)));
interface Target {
  path: string;
  html: boolean;
  quality: number;
  /** null: no gzip twin (a large catalogue's pages, src/web/builtPage.server.ts). */
  gzipLevel: number | null;
}
const targets: Target[] = [
  // The sitemap grows with the catalogue (2 MB for 10,000 products, 8 s at quality 11): it takes the pages' levels,
  // and keeps its gzip twin (crawlers ask for gzip).
  ...others.map(({ path }) => ({ path, html: false, ...(extname(path) === '.xml' ? sitemapLevels : { quality: 11, gzipLevel: 9 }) })),
  ...pages.filter((path) => !twinned.has(path)).map((path) => ({ path, html: true, ...pageLevels })),
];

let count = twinned.size;
let done = 0;
let before = written?.bytes ?? 0;
let after = written?.brotliBytes ?? 0;
for (const hash of written?.scripts ?? []) buildScripts.add(hash);
let next = 0;
const started = Date.now();
// Publishing in the staff area asks for progress lines (BUILD_PROGRESS, set by src/service/publish/publish.server.ts)
// and reads them: compression is most of a build's time. Elsewhere one line every 2,000 files is enough.
const forPublishing = Boolean(process.env.BUILD_PROGRESS);
const progressStep = forPublishing ? Math.max(10, Math.ceil(targets.length / 50)) : 2000;
// zlib's async calls run on libuv's thread pool: two at a time per core keeps every core busy.
const compressOne = async ({ path, html: isPage, quality, gzipLevel }: Target) => {
  let body = await readFile(path);
  if (isPage) {
    // The page loader is inlined into every built page first (see src/web/pageScript.server.ts).
    const html = body.toString('utf8');
    const inlined = inlinePageScript(html, client);
    if (inlined !== html) await writeFile(path, (body = Buffer.from(inlined)));
    for (const hash of inlineScriptHashes(inlined)) buildScripts.add(hash);
  }
  if (body.byteLength >= 512 && !sameAsLive(path, body)) {
    const brotliBytes = await writeTwins(path, body, { quality, gzipLevel, onRenderThread: false });
    count += 1;
    before += body.byteLength;
    after += brotliBytes;
  }
  done += 1;
  if (done % progressStep === 0 || (forPublishing && done === targets.length))
    console.log(`precompressing: ${done} of ${targets.length} files…`);
};
await Promise.all(
  Array.from({ length: availableParallelism() * 2 }, async () => {
    while (next < targets.length) await compressOne(targets[next++]!);
  }),
);
// The files that are not pages, listed before the live build's pages come over: the next publish carries them by name.
const ownFiles = [...files(client)].map((path) => relative(client, path));
const allPageFiles = new Set(pageList.all.flatMap(pageFiles));
writeFileSync(join(out, CODE_FILES_FILE), JSON.stringify(ownFiles.filter((name) => !allPageFiles.has(name)).sort()));
if (from) {
  // The live build's other pages come over unchanged, as do the inline scripts they hold.
  const spare = pageList.rendered.length * 2 < pageList.all.length ? takeSpare(from, out) : null;
  if (spare) carryIntoSpare(spare);
  else carryPages();
  const liveScripts = join(from, 'server', BUILD_SCRIPTS_FILE);
  if (existsSync(liveScripts)) for (const hash of JSON.parse(readFileSync(liveScripts, 'utf8')) as string[]) buildScripts.add(hash);
}
await writeFile(join(client, '..', 'server', BUILD_SCRIPTS_FILE), JSON.stringify([...buildScripts].sort()));
if (process.env.PUBLISHED_THROUGH) {
  const { PUBLISHED_THROUGH_FILE } = await import('~/service/publish/unpublished.server.ts');
  await writeFile(join(out, 'server', PUBLISHED_THROUGH_FILE), JSON.stringify({ id: Number(process.env.PUBLISHED_THROUGH) }));
}
writePageInputs();
console.log(
  `precompressed ${count} files (pages at brotli quality ${pageLevels.quality}, ${twinned.size} of them as they were written) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`,
);

/** Whether `path` has the same bytes as in the live build: its twins there are linked instead of compressed again. */
function sameAsLive(path: string, body: Buffer): boolean {
  if (!liveClient) return false;
  const twin = join(liveClient, relative(client, path));
  if (!existsSync(`${twin}.br`) || !existsSync(twin) || !body.equals(readFileSync(twin))) return false;
  // A large catalogue's page has no gzip twin: the live build's twins come over as they are.
  for (const ending of ['.br', '.gz']) {
    rmSync(`${path}${ending}`, { force: true });
    if (existsSync(`${twin}${ending}`)) linkSync(`${twin}${ending}`, `${path}${ending}`);
  }
  count += 1;
  return true;
}

/**
 * Links into this build the live build's pages it did not render, with their twins, and the other files it lacks; not
 * the pages that are gone. By name, from the live build's lists: no folder walk.
 */
function carryPages() {
  const present = new Set(pageList.all);
  const rendered = new Set(pageList.rendered);
  const livePages = Object.keys(live?.pages ?? {});
  const made = new Set<string>();
  let carried = 0;
  const carry = (name: string) => {
    const target = join(client, name);
    const dir = dirname(target);
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    try {
      linkSync(join(liveClient!, name), target);
      carried += 1;
    } catch (error) {
      // A small page has no twins; a file this build wrote itself stays its own.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EEXIST') throw error;
    }
  };
  for (const path of livePages) if (present.has(path) && !rendered.has(path)) pageFiles(path).forEach(carry);
  const liveCode = readCodeFiles(from!) ?? walkedCode(livePages);
  for (const name of liveCode) if (!existsSync(join(client, name))) carry(name);
  const gone = livePages.filter((path) => !present.has(path)).length;
  console.log(`carried over ${carried} files of ${from} (${gone} pages gone)`);
}

/** The files of a live build from before client-code.json that are not its pages: its folder walked. */
function walkedCode(livePages: string[]): string[] {
  const livePageFiles = new Set(livePages.flatMap(pageFiles));
  return [...files(liveClient!)].map((path) => relative(liveClient!, path)).filter((name) => !livePageFiles.has(name));
}

/**
 * As carryPages, with the live build's spare (spareBuild.ts), which holds its every file: this build's files are
 * moved in over theirs, gone pages unlinked, and the spare becomes this build's client folder.
 */
function carryIntoSpare(spare: string) {
  const into = join(spare, 'client');
  const present = new Set(pageList.all);
  const gone = Object.keys(live?.pages ?? {}).filter((path) => !present.has(path));
  // First every file replaced, twins too (a page now too small for twins must not keep the live build's).
  const replaced = new Set(ownFiles.map((name) => name.replace(/\.(br|gz)$/, '')));
  for (const name of [...[...replaced].flatMap((base) => [base, `${base}.br`, `${base}.gz`]), ...gone.flatMap(pageFiles)])
    rmSync(join(into, name), { force: true });
  for (const path of gone) rmEmptyFolder(dirname(join(into, pageFiles(path)[0]!)));
  const made = new Set<string>();
  for (const name of ownFiles) {
    const target = join(into, name);
    if (!made.has(dirname(target))) mkdirSync(dirname(target), { recursive: true });
    made.add(dirname(target));
    renameSync(join(client, name), target);
  }
  rmSync(client, { recursive: true, force: true }); // its folders, emptied
  renameSync(into, client);
  rmSync(spare, { recursive: true, force: true });
  console.log(`carried over the files of ${from} from its spare: moved ${ownFiles.length} files in (${gone.length} pages gone)`);
}

/** Removes a gone page's folder when nothing else is in it (a page's folder may hold the pages under it). */
function rmEmptyFolder(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // not empty, or not there
  }
}

/**
 * Gathers what each page read (this build's log, the live build's record for the pages carried over) into
 * page-inputs.json.
 */
function writePageInputs() {
  const pages: Record<string, string[]> = {};
  const hashes: Record<string, string> = {};
  const log = pageInputsLog(out);
  const rendered = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of rendered) {
    const { path, inputs } = JSON.parse(line) as { path: string; inputs: Record<string, string> };
    pages[path] = Object.keys(inputs).sort();
    Object.assign(hashes, inputs);
  }
  if (live) {
    for (const path of pageList.all) {
      if (pages[path] || !live.pages[path]) continue;
      pages[path] = live.pages[path];
      for (const key of pages[path]) hashes[key] ??= live.hashes[key]!;
    }
  }
  rmSync(log, { force: true });
  // In one order whoever rendered each page, and in whatever order (a large build renders on two threads).
  const sorted = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(join(out, INPUTS_FILE), JSON.stringify({ code: sourceFingerprint(), hashes: sorted(hashes), pages: sorted(pages) }));
}
