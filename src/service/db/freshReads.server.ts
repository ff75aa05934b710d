/**
 * A read shared by the calls waiting for it, never older than the call: a call made while a read is under way
 * waits for the next read, which begins when that one ends and serves every call made meanwhile. Under load a
 * cached answer's version check is one query per round trip, not one per request (on PostgreSQL, each took a
 * pooled connection), and an answer is never checked against a version read before its request came.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
