import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '~/service/http/answerCache.server.ts';

describe('the answer cache', () => {
  it('keeps an answer from its second ask, and answers the third without making it', async () => {
    const cache = createAnswerCache();
    let made = 0;
    const make = async () => JSON.stringify({ data: { made: ++made, name: 'گلدان' } });
    const first = await cache('v1', '/v1/product/suggest/vase', make);
    const second = await cache('v1', '/v1/product/suggest/vase', make);
    const third = await cache('v1', '/v1/product/suggest/vase', make);
    expect(made).toBe(2);
    expect(third).toBe(second);
    expect(JSON.parse(third.body.toString())).toEqual({ data: { made: 2, name: 'گلدان' } });
    // The same bytes, the same tag: a client holding the first answer is told it has it.
    expect(first.etag).not.toBe(second.etag);
    expect(third.etag).toMatch(/^"[\w-]{20}"$/);
  });

  it('forgets every answer and every first ask when the data changes', async () => {
    const cache = createAnswerCache();
    let made = 0;
    const make = async () => String(++made);
    await cache('v1', 'key', make);
    await cache('v1', 'key', make);
    await cache('v2', 'key', make);
    expect((await cache('v2', 'key', make)).body.toString()).toBe('4');
    expect((await cache('v2', 'key', make)).body.toString()).toBe('4');
    expect(made).toBe(4);
  });
});
