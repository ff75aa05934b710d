import { describe, expect, it } from 'vitest';
import { sizeFilterRows, sizeFiltersCell } from '~/shared/catalogue/sizeFilterCells.ts';

describe('size filters as the staff form edits them', () => {
  it('reads the catalogue file’s cell as rows, and writes the rows back as the same cell', () => {
    const cell = '12:Ø12:قطر ۱۲ | 16:Ø16';
    const rows = sizeFilterRows(cell);
    expect(rows).toEqual([
      { code: '12', title: 'Ø12', titleFa: 'قطر ۱۲' },
      { code: '16', title: 'Ø16', titleFa: '' },
    ]);
    expect(sizeFiltersCell(rows)).toBe(cell);
    expect(sizeFilterRows('')).toEqual([]);
    expect(sizeFilterRows(' | ')).toEqual([]);
  });

  it('leaves out a row left empty, trims what was typed, and keeps a half-filled row for the import to refuse', () => {
    expect(sizeFiltersCell([{ code: '', title: '', titleFa: ' ' }])).toBe('');
    expect(
      sizeFiltersCell([
        { code: ' SM ', title: ' Small ', titleFa: '' },
        { code: '', title: '', titleFa: '' },
      ]),
    ).toBe('SM:Small');
    expect(sizeFiltersCell([{ code: 'LG', title: '', titleFa: '' }])).toBe('LG:');
  });
});
