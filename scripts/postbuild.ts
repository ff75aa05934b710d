// After `astro build`: writes .br and .gz twins of every text file in <BUILD_DIR or dist>/client, so the server never compresses static files on the fly.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

const client = join(process.env.BUILD_DIR || 'dist', 'client');
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const { inlinePageScript } = await import('~/server/pageScript.server.ts');
const { BUILD_SCRIPTS_FILE, inlineScriptHashes } = await import('~/server/securityHeaders.server.ts');
/** Every inline script the built pages hold: the only ones a page rendered per request may run (see securityHeaders.server.ts). */
const buildScripts = new Set<string>();

// Brotli at its best quality (11) costs about 45 ms per page here. A large catalogue's pages (over 2,000)
// take quality 4 instead: about 18% larger (a product page 10.7 KB instead of 9.1), 50 times faster, so a
// 10,000-product build keeps its time budget; their gzip twins, for the rare browser without brotli, take
// level 4. Scripts, styles and the other shared files always get the best quality.
// The few large bundles at quality 11 take seconds each: they go first, so the pages fill the other threads meanwhile.
const found = [...files(client)].filter((path) => TEXT.has(extname(path)));
const pages = found.filter((path) => extname(path) === '.html');
const others = found
  .filter((path) => extname(path) !== '.html')
  .map((path) => ({ path, size: statSync(path).size }))
  .sort((a, b) => b.size - a.size);
const large = pages.length > 2000;
const pageQuality = large ? 4 : 11;
interface Target {
  path: string;
  html: boolean;
  quality: number;
  gzipLevel: number;
}
const targets: Target[] = [
  ...others.map(({ path }) => ({ path, html: false, quality: 11, gzipLevel: 9 })),
  ...pages.map((path) => ({ path, html: true, quality: pageQuality, gzipLevel: large ? 4 : 9 })),
];

let count = 0;
let done = 0;
let before = 0;
let after = 0;
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
    // The page loader is inlined into every built page first (see src/server/pageScript.server.ts).
    const html = body.toString('utf8');
    const inlined = inlinePageScript(html, client);
    if (inlined !== html) await writeFile(path, (body = Buffer.from(inlined)));
    for (const hash of inlineScriptHashes(inlined)) buildScripts.add(hash);
  }
  if (body.byteLength >= 512) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
    const [br, gz] = await Promise.all([brotli(body, { params }), gzip(body, { level: gzipLevel })]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
    before += body.byteLength;
    after += br.byteLength;
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
await writeFile(join(client, '..', 'server', BUILD_SCRIPTS_FILE), JSON.stringify([...buildScripts].sort()));
console.log(
  `precompressed ${count} files (pages at brotli quality ${pageQuality}) in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB brotli`,
);
