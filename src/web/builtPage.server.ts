import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip as gzipCallback } from 'node:zlib';
import { logPageInputs, recordInputs, type PageInputs } from '~/service/catalogue/pageInputs.server.ts';
import { pageFile, pagePath } from '~/shared/publish/pagePath.ts';
import { inlinePageScript } from './pageScript.server.ts';
import { inlineScriptHashes } from './securityHeaders.server.ts';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * What the build's renderers (src/publish/astroIntegrations.ts, secondRendererMain.ts, quickPublish.ts) tell the
 * pages.
 */
const BUILD_PLAN = Symbol.for('storefront.buildPlan');
export interface BuildPlan {
  /** The build's pages in all: their compression follows the site's size. */
  pages: number;
  /** Whether a second renderer works beside the first (src/publish/secondRenderer.ts): then both cores render. */
  bothCores: boolean;
}
/**
 * Where the build's end (src/publish/astroIntegrations.ts) waits for the twins still being written, and learns which
 * pages have them.
 */
const PAGE_TWINS = Symbol.for('storefront.pageTwins');

/**
 * At most this many pages wait for their twins: rendering waits beyond it, so memory stays flat and both cores work.
 */
const MOST_PENDING = 32;
const pending = new Set<Promise<void>>();
/** What the build's end hands src/publish/postbuild.ts: the pages with twins, their inline scripts, their sizes. */
export interface PageTwins {
  files: string[];
  scripts: string[];
  bytes: number;
  brotliBytes: number;
}
const twins = { files: [] as string[], bytes: 0, brotliBytes: 0 };
const scripts = new Set<string>();

/** How a built page is compressed: brotli quality, gzip level (null: no gzip twin), and on which thread. */
export interface PageCompression {
  quality: number;
  gzipLevel: number | null;
  /**
   * Compressed on the thread that rendered the page (when both cores render), or on libuv's threads while the next
   * pages render.
   */
  onRenderThread: boolean;
}

/**
 * Brotli 10 for a page, 4 past 2,000 pages (docs/budgets.md#measurements-behind-the-code); no gzip twin, the server
 * gzips for the rare browser without brotli. Compressed on the rendering thread when both cores render, else on
 * libuv's.
 */
export function pageCompression(pages: number, bothCores = false): PageCompression {
  const levels = pages > 2000 ? { quality: 4, gzipLevel: null } : { quality: 10, gzipLevel: 9 };
  return { ...levels, onRenderThread: bothCores };
}

/**
 * A page being built: renders it noting the catalogue inputs it reads (docs/publishing.md), inlines the page
 * loader, and writes its twins (pageCompression) while the next pages render.
 */
export async function buildPage(pathname: string, render: () => Promise<Response>): Promise<Response> {
  const inputs: PageInputs = new Map();
  // Read whole inside the recording: a streamed page renders as it is read.
  const { response, body } = await recordInputs(inputs, async () => {
    const rendered = await render();
    return { response: rendered, body: Buffer.from(await rendered.arrayBuffer()) };
  });
  const path = pagePath(pathname);
  logPageInputs(path, inputs);
  if (!response.headers.get('content-type')?.startsWith('text/html') || response.status !== 200) return new Response(body, response);
  const client = join(process.env.BUILD_DIR || 'dist', 'client');
  const html = inlinePageScript(body.toString('utf8'), client);
  const plan = (globalThis as Record<symbol, BuildPlan | undefined>)[BUILD_PLAN];
  const bytes = Buffer.from(html);
  if (plan) {
    while (pending.size >= MOST_PENDING) await Promise.race(pending);
    const file = pageFile(path);
    for (const hash of inlineScriptHashes(html)) scripts.add(hash);
    const job = writeTwins(join(client, file), bytes, pageCompression(plan.pages, plan.bothCores)).then((brotliBytes) => {
      twins.files.push(file);
      twins.bytes += bytes.byteLength;
      twins.brotliBytes += brotliBytes;
      pending.delete(job);
    });
    pending.add(job);
  }
  // The bytes, not the text: encoded once for the twins and the page alike.
  return new Response(bytes, { status: response.status, headers: response.headers });
}

/**
 * Writes the .br (and .gz) twins of `file`, whose bytes are `body`; the brotli twin's size. src/publish/postbuild.ts
 * uses it too.
 */
export async function writeTwins(file: string, body: Buffer, { quality, gzipLevel, onRenderThread }: PageCompression) {
  const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
  // On a libuv thread, one pass: in zlib's usual 16 KB steps each step waits for the main thread, busy rendering.
  const chunkSize = Math.max(16_384, body.byteLength + 1024);
  const [br, gz] = await Promise.all([
    onRenderThread ? brotliCompressSync(body, { params }) : brotli(body, { params, chunkSize }),
    gzipLevel === null ? null : gzip(body, { level: gzipLevel, chunkSize }),
    mkdir(dirname(file), { recursive: true }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), gz && writeFile(`${file}.gz`, gz)]);
  return br.byteLength;
}

(globalThis as Record<symbol, unknown>)[PAGE_TWINS] = {
  /** Waits for every twin being written; the pages that have them. */
  async settle(): Promise<PageTwins> {
    while (pending.size > 0) await Promise.all(pending);
    return { ...twins, scripts: [...scripts].sort() };
  },
};
