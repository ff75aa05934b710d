import type { IncomingMessage } from 'node:http';
import { filled } from '~/shared/i18n/bilingual.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { ServiceError } from './errors.server.ts';
import { serviceMessages } from './messages.server.ts';
import type { RawBody, RawBodyOption } from './route.server.ts';

/** The largest request body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A request's body, counted as it arrives whatever way it is sent (Content-Length or chunked): over `limit`
 * bytes, `tooLarge()` is thrown at once and the rest is let drain unkept, so the client still reads the answer.
 */
export async function readBody(req: IncomingMessage, limit: number, tooLarge: () => Error, broken: () => Error): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', resolve);
    req.once('error', () => reject(broken()));
  });
  return Buffer.concat(chunks);
}

/** Reads a JSON body of at most 64 KB; a wrong content type, too many bytes or bad JSON is a 4xx. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new ServiceError(415, 'notJson');
  const body = await readBody(
    req,
    MAX_BODY_BYTES,
    () => new ServiceError(413, 'tooLarge'),
    () => new ServiceError(400, 'badJson'),
  );
  const text = body.toString('utf8');
  if (text.includes('\0') || text.includes('\\u0000')) throw new ServiceError(400, 'badJson');
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'badJson');
  }
}

/** A size for people: 25 MB, 64 KB. */
const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Reads a raw body of one of `option.types`, at most `option.maxBytes`: 415 for another type, 413 when larger. */
export async function readRaw(req: IncomingMessage, option: RawBodyOption): Promise<RawBody> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!option.types.includes(type)) {
    const types = option.types.join(', ');
    throw new ServiceError(415, filled(serviceMessages.wrongType, { en: { types }, fa: { types } }));
  }
  const size = sizeText(option.maxBytes);
  const tooLarge = () => new ServiceError(413, filled(serviceMessages.fileTooLarge, { en: { size }, fa: { size: digitsIn('fa', size) } }));
  return { type, bytes: await readBody(req, option.maxBytes, tooLarge, () => new ServiceError(400, 'invalid')) };
}
