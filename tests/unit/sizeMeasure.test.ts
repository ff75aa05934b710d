import { describe, expect, it } from 'vitest';
import { sizeMeasures } from '~/shared/fields/sizeMeasure.ts';

describe('what a size measures', () => {
  it('reads the numbers its title holds as the category says them', () => {
    expect(sizeMeasures('Ø16', 'diameter')).toEqual(['16']);
    expect(sizeMeasures('21×30', 'width-height')).toEqual(['21', '30']);
    expect(sizeMeasures('Ø7,5', 'diameter')).toEqual(['7.5']);
  });

  it('says nothing where the title does not fit what the category measures, or it measures nothing', () => {
    // A print's category holds round mirrors too (Ø30): not a width by a height.
    expect(sizeMeasures('Ø30', 'width-height')).toBeNull();
    expect(sizeMeasures('One size', 'diameter')).toBeNull();
    expect(sizeMeasures('Ø16', '')).toBeNull();
  });
});
