import { createHash } from 'node:crypto';

/**
 * A JSON answer as sent: its body, its ETag ('' for none) and its compressed forms, made on first need. The body is
 * bytes outside the JavaScript heap, which collections do not copy (docs/rules.md#search).
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** How many keys asked once are remembered, waiting for a second ask. */
const MAX_ASKED_ONCE = 20_000;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

/**
 * Cached routes' answers by path while the version tag holds, oldest dropped past 64 MB. An answer is kept from its
 * second ask: searches asked once would only push out the ones asked again.
 */
export function createAnswerCache() {
  const cache = new Map<string, CachedAnswer>();
  const askedOnce = new Set<string>();
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
      askedOnce.clear();
      cachedBytes = 0;
      cacheVersion = version;
    }
    let answer = cache.get(key);
    if (!answer) {
      const body = Buffer.from(await make());
      answer = { body, etag: etagOf(body), encoded: {} };
      if (askedOnce.delete(key)) remember(key, answer);
      else {
        if (askedOnce.size >= MAX_ASKED_ONCE) askedOnce.delete(askedOnce.values().next().value!);
        askedOnce.add(key);
      }
    }
    return answer;
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
