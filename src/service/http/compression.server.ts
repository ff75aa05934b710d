import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Compresses a text body for one encoding, fast enough to do per answer (brotli 5, gzip 6). */
export function compress(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

/** Compresses a rendered response body for the client, unless it is small, binary or already encoded. */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const encoding = pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding || !response.body || response.headers.has('content-encoding')) return response;
  if (!isCompressible(response.headers.get('content-type'))) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (body.byteLength < 1024) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed = compress(body, encoding);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(new Uint8Array(compressed), { status: response.status, statusText: response.statusText, headers });
}
