import type { CatalogueInput } from '~/service/catalogue/catalogueInput.ts';
import { slugify } from '~/shared/catalogue/paths.ts';
import { demoCatalogue, seededRandom } from '~/service/seed/demoSeed.server.ts';

/**
 * A catalogue of `count` products built from the demo's categories and copy: every demo family is
 * repeated with new codes, so names, sizes and categories look like the real shop at scale.
 */
export function generateCatalogue(count: number, mediaDir: string): CatalogueInput {
  const demo = demoCatalogue(mediaDir);
  const random = seededRandom(10_000);
  const products: CatalogueInput['products'] = [];
  // Each demo family becomes a new family per series (same sizes), under a parent SKU of its own.
  const parents = new Map<string, string>();
  const perPrefix = new Map<string, number>();
  const parentOf = (baseParent: string, series: number) => {
    const key = `${baseParent}:${series}`;
    let parent = parents.get(key);
    if (!parent) {
      const prefix = baseParent.slice(0, 3);
      const n = perPrefix.get(prefix) ?? 0;
      perPrefix.set(prefix, n + 1);
      parents.set(key, (parent = `${prefix}${n.toString(36).toUpperCase().padStart(2, '0')}`));
    }
    return parent;
  };
  for (let i = 0; products.length < count; i++) {
    const base = demo.products[i % demo.products.length]!;
    const series = Math.floor(i / demo.products.length);
    const parentSku = parentOf(base.parentSku, series);
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
