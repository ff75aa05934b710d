import { describe, expect, it } from 'vitest';
import { catalogueChanges, MAX_RECORDED_ROWS, MAX_RECORDED_TEXT } from '~/service/catalogue/catalogueChanges.ts';
import type { CatalogueInput } from '~/service/catalogue/catalogueInput.ts';

const product = (sku: string, nameEn = `Vase ${sku}`) => ({
  sku,
  parentSku: sku.slice(0, 5),
  slug: '',
  nameEn,
  nameFa: 'گلدان',
  descriptionEn: '',
  descriptionFa: '',
  images: ['vase.svg'],
  status: 'publish' as const,
  quantity: 3,
  categoryXCodes: ['VAS'],
});
const catalogue = (products: ReturnType<typeof product>[]): CatalogueInput =>
  ({ categories: [], products, banners: [], packages: [{ id: 1, titleEn: 'One', titleFa: 'تک', pieces: 1 }] }) as unknown as CatalogueInput;

describe('what an import changed', () => {
  it('names the rows added, removed and changed, with each changed field before and after', () => {
    const before = catalogue([product('VAS0110'), product('VAS0112')]);
    const after = catalogue([product('VAS0110', 'Dune Vase'), product('VAS0116')]);
    expect(catalogueChanges(before, after)).toEqual({
      rows: [
        { section: 'products', key: 'VAS0110', changed: { nameEn: ['Vase VAS0110', 'Dune Vase'] } },
        { section: 'products', key: 'VAS0116', added: true },
        { section: 'products', key: 'VAS0112', removed: true },
      ],
      more: 0,
    });
    expect(catalogueChanges(before, before)).toEqual({ rows: [], more: 0 });
  });

  it('stays bounded: the first rows named and the rest counted, long texts cut', () => {
    const many = Array.from({ length: MAX_RECORDED_ROWS + 50 }, (_, i) => product(`VAS${1000 + i}`));
    const changes = catalogueChanges(catalogue([]), catalogue(many));
    expect(changes.rows).toHaveLength(MAX_RECORDED_ROWS);
    expect(changes.more).toBe(50);
    const long = 'word '.repeat(500);
    const [row] = catalogueChanges(catalogue([product('VAS0110')]), catalogue([product('VAS0110', long)])).rows;
    const [, cut] = (row as { changed: Record<string, [unknown, string]> }).changed.nameEn!;
    expect(cut).toHaveLength(MAX_RECORDED_TEXT);
    expect(cut.endsWith('…')).toBe(true);
  });
});
