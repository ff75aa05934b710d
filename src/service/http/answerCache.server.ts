import { createHash } from 'node:crypto';

/** A JSON answer as sent: its body, its ETag ('' for none) and its compressed forms, made on first need. */
export interface CachedAnswer {
  body: string;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const MAX_CACHED_BYTES = 64 * 1024 * 1024;

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/**
 * The answers of cached routes by path, kept while the data's version tag stays the same (a new tag empties
 * the cache), the oldest dropped past 64 MB of bodies.
 */
export function createAnswerCache() {
  const cache = new Map<string, CachedAnswer>();
  let cacheVersion = '';
  let cachedBytes = 0;

  const remember = (key: string, answer: CachedAnswer) => {
    while (cachedBytes + answer.body.length > MAX_CACHED_BYTES && cache.size > 0) {
      const [oldestKey, oldest] = cache.entries().next().value!;
      cache.delete(oldestKey);
      cachedBytes -= oldest.body.length;
    }
    cache.set(key, answer);
    cachedBytes += answer.body.length;
  };

  /** The answer at `key` for data of `version`; `make` gives its body when it is not kept. */
  return async (version: string, key: string, make: () => Promise<string>): Promise<CachedAnswer> => {
    if (version !== cacheVersion) {
      cache.clear();
      cachedBytes = 0;
      cacheVersion = version;
    }
    let answer = cache.get(key);
    if (!answer) {
      const body = await make();
      answer = { body, etag: etagOf(body), encoded: {} };
      remember(key, answer);
    }
    return answer;
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
