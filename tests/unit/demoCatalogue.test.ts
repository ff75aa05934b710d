import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sizeCode } from '~/shared/catalogue/sku.ts';
import { demoCatalogue } from '~/service/seed/demoSeed.server.ts';

const mediaDir = mkdtempSync(join(tmpdir(), 'demo-media-'));
const catalogue = demoCatalogue(mediaDir);
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('the demo catalogue', () => {
  it('has about 8 categories in three levels', () => {
    const byCode = new Map(catalogue.categories.map((c) => [c.xCode, c]));
    const depth = (code: string): number => {
      const parent = byCode.get(code)?.parentXCode;
      return parent ? 1 + depth(parent) : 1;
    };
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.categories.length).toBeLessThanOrEqual(12);
    expect(Math.max(...catalogue.categories.map((c) => depth(c.xCode)))).toBe(3);
  });

  it('has about 120 products whose SKU size codes match their categories size filters', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(100);
    expect(catalogue.products.length).toBeLessThanOrEqual(140);
    const filters = new Map(catalogue.categories.map((c) => [c.xCode, c.sizeFilters.map((f) => f.id)]));
    for (const product of catalogue.products) {
      for (const code of product.categoryXCodes) expect(filters.get(code), product.sku).toContain(sizeCode(product.sku));
    }
    expect(new Set(catalogue.products.map((p) => p.sku)).size).toBe(catalogue.products.length);
  });

  it('has sold-out, nearly sold-out and draft products', () => {
    expect(catalogue.products.filter((p) => p.quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.products.filter((p) => p.quantity > 0 && p.quantity <= 2).length).toBeGreaterThanOrEqual(3);
    expect(catalogue.products.filter((p) => p.status === 'draft').length).toBeGreaterThanOrEqual(2);
  });

  it('gives every product two generated pictures, written to the media folder', () => {
    const files = new Set(readdirSync(mediaDir));
    for (const product of catalogue.products) {
      expect(product.images).toHaveLength(2);
      for (const image of product.images) expect(files.has(image), image).toBe(true);
    }
  });

  it('has three banners with line breaks and three package types', () => {
    expect(catalogue.banners).toHaveLength(3);
    for (const banner of catalogue.banners) {
      expect(banner.descriptionEn).toContain('\n');
      expect(banner.descriptionFa).toContain('\n');
    }
    expect(catalogue.packages.map((p) => p.pieces)).toEqual([1, 6, 24]);
  });

  it('shows families well: 1 to 5 sizes, some with a size sold out, one wholly sold out', () => {
    const families = Map.groupBy(catalogue.products, (p) => p.parentSku);
    const sizes = [...families.values()].map((members) => members.length);
    expect(Math.max(...sizes)).toBe(5);
    expect(sizes.filter((n) => n >= 2 && n <= 5).length).toBeGreaterThanOrEqual(20);
    const partlyOut = [...families.values()].filter((m) => m.some((p) => p.quantity === 0) && m.some((p) => p.quantity > 0));
    expect(partlyOut.length).toBeGreaterThanOrEqual(3);
    expect([...families.values()].some((m) => m.every((p) => p.quantity === 0))).toBe(true);
  });

  it('sells some products in one package type, some in two and some in all three, and features a few', () => {
    const types = (p: (typeof catalogue.products)[number]) => (p.packageIds?.length ? p.packageIds.length : catalogue.packages.length);
    expect(catalogue.products.some((p) => types(p) === 1)).toBe(true);
    expect(catalogue.products.some((p) => types(p) === 2)).toBe(true);
    expect(catalogue.products.some((p) => types(p) === 3)).toBe(true);
    const featured = new Set(catalogue.products.filter((p) => p.featured).map((p) => p.parentSku));
    expect(featured.size).toBeGreaterThanOrEqual(4);
  });

  it('writes Persian names with Persian letters, not Arabic ones', () => {
    for (const product of catalogue.products) expect(product.nameFa + product.descriptionFa).not.toMatch(/[يك]/);
  });
});
