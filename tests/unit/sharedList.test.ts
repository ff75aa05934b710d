import { describe, expect, it } from 'vitest';
import { decodeSharedList, encodeSharedList, MAX_SHARED_LINES, type SharedList } from '~/shared/lists/sharedList.ts';

// A list carried by a link (docs/rules.md#shared-lists): what one browser writes, another reads the same; what a
// hand or a messenger damaged is refused whole, never half read.

const order: SharedList = {
  kind: 'order',
  lines: [
    { sku: 'VAS0110', count: 3, packageId: 2 },
    { sku: 'VAS0120', count: 1 },
    { sku: 'BOW-01_A', count: 10 },
    { sku: 'CUS0130', count: 1, packageId: 4 },
  ],
};

describe('a shared list’s link', () => {
  it('reads back the lines, counts and package types it was written with', () => {
    const text = encodeSharedList(order);
    expect(text).toBe('1o.VAS0110~3~2.VAS0120.BOW-01_A~10.CUS0130~~4');
    expect(decodeSharedList(text)).toEqual({ ok: true, list: order, capped: [] });
  });

  it('writes a wish list as its sizes alone, and reads a count given to one as none', () => {
    const wish: SharedList = {
      kind: 'wish',
      lines: [
        { sku: 'VAS0110', count: 1 },
        { sku: 'CUS0130', count: 1 },
      ],
    };
    expect(encodeSharedList(wish)).toBe('1w.VAS0110.CUS0130');
    expect(decodeSharedList('1w.VAS0110~4~2')).toEqual({
      ok: true,
      list: { kind: 'wish', lines: [{ sku: 'VAS0110', count: 1 }] },
      capped: [],
    });
    expect(decodeSharedList('1l.VAS0110~2')).toMatchObject({ ok: true, list: { kind: 'later', lines: [{ sku: 'VAS0110', count: 2 }] } });
  });

  it('keeps a list of 50 lines under 1,000 characters with the shop’s address in front', () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ sku: `VAS${String(i).padStart(2, '0')}110`, count: 10, packageId: 12 }));
    const link = `https://shop.example.ir/fa/list/${encodeSharedList({ kind: 'order', lines })}`;
    expect(link.length).toBeLessThanOrEqual(1000);
    expect(decodeSharedList(link.split('/').at(-1)!)).toMatchObject({ ok: true, list: { lines } });
  });

  it('brings a count above the cart’s cap down to it and names the size', () => {
    expect(decodeSharedList('1o.VAS0110~400~2.VAS0120~9')).toEqual({
      ok: true,
      list: {
        kind: 'order',
        lines: [
          { sku: 'VAS0110', count: 10, packageId: 2 },
          { sku: 'VAS0120', count: 9 },
        ],
      },
      capped: ['VAS0110'],
    });
  });

  it('keeps the first line of a size given twice, as adding it to a list again does', () => {
    expect(decodeSharedList('1o.VAS0110~2.VAS0110~5')).toMatchObject({ ok: true, list: { lines: [{ sku: 'VAS0110', count: 2 }] } });
  });

  it('refuses a damaged link whole', () => {
    const damaged = ['', '1', '1o', '1o.', '1x.VAS0110', '2o.VAS0110', '10o.VAS0110', 'o.VAS0110', '1o.VAS0110~0', '1o.VAS0110~1~0'];
    const forged = [
      '1o.VAS0110~~',
      '1o.VAS 0110',
      '1o.VAS0110\u0000',
      '1o.<script>',
      '1o.VAS0110~-2',
      '1o.VAS0110~99999',
      `1o.${'A'.repeat(65)}`,
    ];
    for (const text of [...damaged, ...forged]) expect(decodeSharedList(text), text).toEqual({ ok: false, reason: 'damaged' });
  });

  it('refuses a link of more lines than an order takes, and a huge one before reading it', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `S${i}`).join('.');
    expect(decodeSharedList(`1o.${lines(MAX_SHARED_LINES)}`)).toMatchObject({ ok: true });
    expect(decodeSharedList(`1o.${lines(MAX_SHARED_LINES + 1)}`)).toEqual({ ok: false, reason: 'tooLong' });
    expect(decodeSharedList(`1o.${lines(400)}`)).toEqual({ ok: false, reason: 'tooLong' });
    expect(decodeSharedList(`1o.${'A'.repeat(100_000)}`)).toEqual({ ok: false, reason: 'tooLong' });
  });
});
