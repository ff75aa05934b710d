import type { CatalogueInput } from '../src/service/catalogue/writeCatalogue.server.ts';
import { slugify } from '../src/features/catalogue/paths.ts';
import { demoCatalogue, seededRandom } from '../src/service/seed/demoSeed.server.ts';

/**
 * A catalogue of `count` products built from the demo's categories and copy: every demo family is
 * repeated with new codes, so names, sizes and categories look like the real shop at scale.
 */
export function generateCatalogue(count: number, mediaDir: string): CatalogueInput {
  const demo = demoCatalogue(mediaDir);
  const random = seededRandom(10_000);
  const products: CatalogueInput['products'] = [];
  for (let i = 0; products.length < count; i++) {
    const base = demo.products[i % demo.products.length]!;
    const series = Math.floor(i / demo.products.length);
    const parentSku = `${base.parentSku.slice(0, 3)}${(series % 36).toString(36).toUpperCase()}${Math.floor(series / 36) % 10}`;
    const roll = random();
    products.push({
      ...base,
      sku: `${parentSku}${base.sku.slice(5, 7)}${String(i).padStart(5, '0')}`,
      parentSku,
      nameEn: `${base.nameEn} ${series + 1}`,
      nameFa: `${base.nameFa} ${series + 1}`,
      slug: slugify(`${base.nameEn} ${series + 1}`),
      status: roll < 0.02 ? 'draft' : 'publish',
      quantity: roll < 0.1 ? 0 : 1 + Math.floor(random() * 80),
    });
  }
  return { ...demo, products };
}
