import { describe, expect, it } from 'vitest';
import { freshReads } from '~/service/db/freshReads.server.ts';

/** A read whose answers are given by hand: the value it answers is the database's at the moment it began. */
function database() {
  let value = 0;
  let count = 0;
  const began: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const seen = value;
      count += 1;
      began.push(() => resolve(seen));
    });
  return {
    read,
    write: () => (value += 1),
    /** How many reads began. */
    reads: () => count,
    /** Ends the oldest read under way. */
    end: async () => {
      began.shift()?.();
      await new Promise((settle) => setTimeout(settle, 0));
    },
  };
}

describe('freshReads', () => {
  it('serves every call made during a read with one read begun after them', async () => {
    const db = database();
    const version = freshReads(db.read);
    const first = version();
    db.write(); // a write lands while the first read is under way
    const later = Array.from({ length: 50 }, () => version());
    expect(db.reads()).toBe(1);
    await db.end();
    expect(db.reads()).toBe(2); // one more read for all fifty
    await db.end();
    expect(await first).toBe(0);
    // None of the fifty is answered with the read that began before the write.
    expect(await Promise.all(later)).toEqual(Array.from({ length: 50 }, () => 1));
  });

  it('reads again for a call made once the reads are done, and goes on after a failed read', async () => {
    let calls = 0;
    const version = freshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const failed = version();
    const after = version();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await after).toBe(2);
    expect(await version()).toBe(3);
  });
});
