import type { IncomingMessage } from 'node:http';
import { ServiceError } from './errors.server.ts';

/** The largest request body the service reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON body of at most 64 KB; a wrong content type, too many bytes or bad JSON is a 4xx. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new ServiceError(415, 'notJson');
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new ServiceError(413, 'tooLarge');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        // Stop keeping the body but let it drain, so the client still reads the answer.
        req.off('data', onData);
        req.resume();
        reject(new ServiceError(413, 'tooLarge'));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', resolve);
    req.once('error', () => reject(new ServiceError(400, 'badJson')));
  });
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.includes('\0') || text.includes('\\u0000')) throw new ServiceError(400, 'badJson');
  try {
    return JSON.parse(text);
  } catch {
    throw new ServiceError(400, 'badJson');
  }
}
