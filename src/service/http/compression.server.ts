import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliCompress, type Gzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding to use for a client's Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): 'br' | 'gzip' | '' {
  const accepts = acceptEncoding ?? '';
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : '';
}

/** Whether a content type is worth compressing (text, JSON, JS, XML, SVG). */
export function isCompressible(contentType: string | null): boolean {
  return COMPRESSIBLE.test(contentType ?? '');
}

/** Below this a body is sent as it is: compressing would save less than its headers cost. */
export const SMALLEST_COMPRESSED = 1024;

/** The levels fast enough to compress per answer. */
const BROTLI_PER_ANSWER = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_PER_ANSWER = { level: 6 };
/**
 * A page rendered per request: a little more time for fewer bytes on a slow link. Above 64 KiB quality 7 turns much
 * slower for hardly fewer bytes, so larger pages take 6 (docs/architecture.md#compression).
 */
const BROTLI_PAGE = { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } };
const BROTLI_LARGE_PAGE = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };
const LARGE_PAGE = 65_536;

/** Compresses a text body for one encoding, fast enough to do per answer (brotli 5, or 7 for a page; gzip 6). */
export function compress(body: string | Buffer, encoding: 'br' | 'gzip', page = false): Buffer {
  if (encoding === 'gzip') return gzipSync(body, GZIP_PER_ANSWER);
  if (!page) return brotliCompressSync(body, BROTLI_PER_ANSWER);
  return brotliCompressSync(body, Buffer.byteLength(body) > LARGE_PAGE ? BROTLI_LARGE_PAGE : BROTLI_PAGE);
}

/** As `compress`, as a stream: for a file sent as it is read. */
export function compressStream(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress(BROTLI_PER_ANSWER) : createGzip(GZIP_PER_ANSWER);
}

/**
 * Compresses a rendered response body (`page`: an HTML page) for the client, unless it is small, binary or already
 * encoded.
 */
export async function compressResponse(request: Request, response: Response, page = false): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.headers.has('content-encoding')) return response;
  if (!isCompressible(response.headers.get('content-type'))) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (body.byteLength < SMALLEST_COMPRESSED)
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed = compress(body, encoding, page);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(new Uint8Array(compressed), { status: response.status, statusText: response.statusText, headers });
}
