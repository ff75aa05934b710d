import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIContext, APIRoute } from 'astro';
import * as v from 'valibot';
import type { Bilingual } from '../../features/catalogue/types.ts';
import { pickEncoding } from '../../server/compression.server.ts';
import { serviceMessages, type MessageKey } from './messages.server.ts';

/** The largest request body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A failure the visitor caused or may meet: answered with its status and bilingual message. */
export class ServiceError extends Error {
  status: number;
  text: Bilingual;
  additionalInfo: string[];
  constructor(status: number, key: MessageKey | Bilingual, additionalInfo: string[] = []) {
    const text = typeof key === 'string' ? serviceMessages[key] : key;
    super(text.en);
    this.status = status;
    this.text = text;
    this.additionalInfo = additionalInfo;
  }
}

/** What a handler returns: the data, optionally a success message and a status. */
export interface ApiResult {
  data: unknown;
  message?: Bilingual;
  status?: number;
}

export type Locale = 'en' | 'fa';

/** The visitor's language for detail lines: Persian when Accept-Language prefers it. */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get('accept-language') ?? '';
  return /^\s*fa\b/i.test(header) ? 'fa' : 'en';
}

/** Wraps a handler: success becomes `{data, message}`, a ServiceError its status, anything else a logged 500. */
export function apiRoute(handler: (context: APIContext) => Promise<ApiResult> | ApiResult): APIRoute {
  return async (context) => {
    try {
      const result = await handler(context);
      const body = JSON.stringify(result.message ? { data: result.data, message: result.message } : { data: result.data });
      return jsonResponse(context.request, body, result.status ?? 200);
    } catch (error) {
      return errorResponse(context.request, error);
    }
  };
}

/** A JSON error answer for any thrown value; unexpected errors are logged, never shown. */
export function errorResponse(request: Request, error: unknown): Response {
  if (!(error instanceof ServiceError)) {
    console.error(`[service] ${request.method} ${new URL(request.url).pathname} failed:`, error);
  }
  const known = error instanceof ServiceError ? error : new ServiceError(500, 'internal');
  const body = JSON.stringify({ message: known.text, additionalInfo: known.additionalInfo });
  return jsonResponse(request, body, known.status);
}

/** An answer for methods a route does not take. */
export const methodNotAllowed: APIRoute = ({ request }) => errorResponse(request, new ServiceError(405, 'methodNotAllowed'));

const compressed = new Map<string, Buffer>();

/**
 * Sends a JSON body with an ETag (304 when the client has it) and compresses it once per body:
 * the catalogue answers repeat, so the compressed bytes are kept in a small cache.
 */
export function jsonResponse(request: Request, body: string, status = 200): Response {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding' });
  if (status !== 200 || request.method !== 'GET') {
    headers.set('cache-control', 'no-store');
    return new Response(body, { status, headers });
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  headers.set('etag', etag);
  headers.set('cache-control', 'no-cache');
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const encoding = body.length < 1024 ? '' : pickEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return new Response(body, { status, headers });
  const key = `${encoding}${etag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    if (compressed.size >= 1000) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, bytes);
  }
  headers.set('content-encoding', encoding);
  return new Response(new Uint8Array(bytes), { status, headers });
}

/** Reads a JSON body of at most 64 KB; a wrong content type, too many bytes or bad JSON is a 4xx. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ServiceError(415, 'notJson');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ServiceError(413, 'tooLarge');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch {
        throw new ServiceError(413, 'tooLarge');
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        throw new ServiceError(413, 'tooLarge');
      }
      chunks.push(chunk.value);
    }
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ServiceError(400, 'badJson');
  }
}

/** Validates a value with a valibot schema; failures become a 400 listing each problem in the visitor's language. */
export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ServiceError(400, 'invalid', result.issues.slice(0, 10).map((issue) => describeIssue(issue, locale)));
}

/** One line for a validation problem: where it is and what is wrong, in the visitor's language. */
export function describeIssue(issue: v.BaseIssue<unknown>, locale: Locale): string {
  const where = issue.path?.map((p) => String(p.key)).join('.') || (locale === 'fa' ? 'داده' : 'data');
  const n = String(issue.requirement ?? '');
  const problems: Record<string, Bilingual> = {
    string: { en: 'must be text', fa: 'باید متن باشد' },
    number: { en: 'must be a number', fa: 'باید عدد باشد' },
    integer: { en: 'must be a whole number', fa: 'باید عدد صحیح باشد' },
    array: { en: 'must be a list', fa: 'باید فهرست باشد' },
    object: { en: 'must be an object', fa: 'باید یک شیء باشد' },
    min_length: { en: `is too short (at least ${n})`, fa: `کوتاه‌تر از حد مجاز است (دست‌کم ${n})` },
    max_length: { en: `is too long (at most ${n})`, fa: `بلندتر از حد مجاز است (حداکثر ${n})` },
    min_value: { en: `must be at least ${n}`, fa: `باید دست‌کم ${n} باشد` },
    max_value: { en: `must be at most ${n}`, fa: `باید حداکثر ${n} باشد` },
    union: { en: 'does not have an accepted shape', fa: 'شکل پذیرفتنی ندارد' },
  };
  const problem = problems[issue.type] ?? { en: 'is not valid', fa: 'معتبر نیست' };
  return `${where}: ${problem[locale]}`;
}
