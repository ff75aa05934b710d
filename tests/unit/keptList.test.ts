import { describe, expect, it } from 'vitest';
import { addKeptLine, readKeptLines, removeKeptLine, setKeptCount } from '~/shared/lists/keptList.ts';
import { MAX_SHARED_LINES } from '~/shared/lists/sharedList.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// The order list kept on the server for a browser without JavaScript (docs/rules.md#ordering-without-javascript):
// the browser list's rules over its lines alone.
describe('the order list kept without JavaScript', () => {
  it('adds a size as Add does: once, its count kept to the cap, a size already there left as it is', () => {
    const one = addKeptLine([], { sku: 'A', count: 3, packageId: 2 });
    expect(one).toEqual([{ sku: 'A', count: 3, packageId: 2 }]);
    expect(addKeptLine(one, { sku: 'A', count: 9 })).toEqual(one);
    expect(addKeptLine([], { sku: 'B', count: 40 })).toEqual([{ sku: 'B', count: MAX_PACKAGES }]);
    const full = Array.from({ length: MAX_SHARED_LINES }, (_, i) => ({ sku: `S${i}`, count: 1 }));
    expect(addKeptLine(full, { sku: 'C', count: 1 })).toHaveLength(MAX_SHARED_LINES);
  });

  it('changes a count between 1 and the cap, and removes a line', () => {
    const lines = [
      { sku: 'A', count: 3 },
      { sku: 'B', count: 1 },
    ];
    expect(setKeptCount(lines, 'A', 0)).toEqual([{ sku: 'A', count: 1 }, lines[1]]);
    expect(setKeptCount(lines, 'B', 12)).toEqual([lines[0], { sku: 'B', count: MAX_PACKAGES }]);
    expect(removeKeptLine(lines, 'A')).toEqual([lines[1]]);
  });

  it('reads stored lines back, and a damaged value as none', () => {
    expect(readKeptLines('[{"sku":"A","count":2,"packageId":3},{"sku":5},{"count":1}]')).toEqual([{ sku: 'A', count: 2, packageId: 3 }]);
    expect(readKeptLines('{not json')).toEqual([]);
    expect(readKeptLines('{"sku":"A"}')).toEqual([]);
  });
});
