import { describe, expect, it } from 'vitest';
import { tickedPackages, togglePackage } from '~/shared/catalogue/packageChoice.ts';

const active = [1, 2, 3];

describe('the package types a product is sold in, as the staff form ticks them', () => {
  it('ticks every type for a product sold in every type (none stored), and only the stored ones otherwise', () => {
    expect(tickedPackages([], active)).toEqual([1, 2, 3]);
    expect(tickedPackages([3, 1], active)).toEqual([1, 3]);
    // A retired type is neither ticked nor kept from ticking the others.
    expect(tickedPackages([4], active)).toEqual([1, 2, 3]);
    expect(tickedPackages([2, 4], active)).toEqual([2]);
  });

  it('stores the ticked types, and every type ticked again as none (later types offered too)', () => {
    expect(togglePackage([], active, 2)).toEqual([1, 3]);
    expect(togglePackage([1, 3], active, 2)).toEqual([]);
    expect(togglePackage([1], active, 3)).toEqual([1, 3]);
  });

  it('keeps the last ticked type: a product is sold in at least one', () => {
    expect(togglePackage([2], active, 2)).toEqual([2]);
    expect(tickedPackages(togglePackage([2], active, 2), active)).toEqual([2]);
  });
});
