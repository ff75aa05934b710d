import { sizeFilterCell } from '~/shared/catalogue/sizeFilterCells.ts';
import { pricesCell } from '~/shared/staff/quotePrices.ts';
import { toCsv } from '~/service/csv.ts';
import { CATALOGUE_COLUMNS, CATALOGUE_KINDS, SECTIONS, type CatalogueFormat, type CatalogueKind, type Column } from './catalogueFields.ts';
import type { CatalogueInput } from './catalogueInput.ts';

/** The catalogue as a file of the given format, every field written out, so importing it gives the same catalogue. */
export function formatCatalogueFile(input: CatalogueInput, format: CatalogueFormat): string {
  const entries: { kind: CatalogueKind; fields: Partial<Record<Column, unknown>> }[] = [
    ...input.categories.map((c) => ({
      kind: 'category' as const,
      fields: {
        key: c.xCode,
        parent: c.parentXCode,
        slug: c.slug,
        nameEn: c.nameEn,
        nameFa: c.nameFa,
        descriptionEn: c.descriptionEn,
        descriptionFa: c.descriptionFa,
        sizeFilters: c.sizeFilters.map((f) => ({ code: f.id, title: f.title, titleFa: f.titleFa ?? '' })),
        sizeUnit: c.sizeUnit ?? '',
        sizeMeasure: c.sizeMeasure ?? '',
      },
    })),
    ...input.products.map((p) => ({ kind: 'product' as const, fields: productFields(p, format) })),
    ...input.banners.map((b) => ({
      kind: 'banner' as const,
      fields: {
        titleEn: b.titleEn,
        titleFa: b.titleFa,
        descriptionEn: b.descriptionEn,
        descriptionFa: b.descriptionFa,
        alignContent: b.alignContent,
        href: b.slug,
        images: b.media.map((m) => m.url),
      },
    })),
    ...input.packages.map((p) => ({
      kind: 'package' as const,
      fields: { key: p.id, titleEn: p.titleEn, titleFa: p.titleFa, pieces: p.pieces },
    })),
    ...(input.menu ?? []).map((m) => ({
      kind: 'menu' as const,
      fields: { key: m.key, parent: m.parentKey, titleEn: m.titleEn, titleFa: m.titleFa, href: m.href },
    })),
  ];
  if (format === 'json') {
    // One field per line with its value on that line (lists too), which reads better than JSON.stringify's layout.
    const kinds = CATALOGUE_KINDS.filter((kind) => kind !== 'menu' || input.menu);
    const item = (fields: object) =>
      `{\n${Object.entries(fields)
        .map(([field, value]) => `      ${JSON.stringify(field)}: ${JSON.stringify(value)}`)
        .join(',\n')}\n    }`;
    const list = (kind: CatalogueKind) => {
      const items = entries.filter((entry) => entry.kind === kind).map((entry) => item(entry.fields));
      return `  "${SECTIONS[kind]}": [${items.length > 0 ? `\n    ${items.join(',\n    ')}\n  ` : ''}]`;
    };
    return `{\n${kinds.map(list).join(',\n')}\n}\n`;
  }
  const cellOf = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (!Array.isArray(value)) return String(value);
    return value
      .map((item: string | { code: string; title: string; titleFa: string }) => (typeof item === 'object' ? sizeFilterCell(item) : item))
      .join('|');
  };
  const rows = entries.map(({ kind, fields }) => CATALOGUE_COLUMNS.map((column) => (column === 'kind' ? kind : cellOf(fields[column]))));
  return toCsv([CATALOGUE_COLUMNS, ...rows]);
}

/** A product's row: every field, the staff's prices a cell of package:price pairs (an object by package number in JSON). */
function productFields(p: CatalogueInput['products'][number], format: CatalogueFormat): Partial<Record<Column, unknown>> {
  return {
    sku: p.sku,
    parentSku: p.parentSku,
    slug: p.slug,
    nameEn: p.nameEn,
    nameFa: p.nameFa,
    descriptionEn: p.descriptionEn,
    descriptionFa: p.descriptionFa,
    categories: p.categoryXCodes,
    quantity: p.quantity,
    status: p.status,
    images: p.images,
    packages: p.packageIds ?? [],
    featured: p.featured ?? false,
    pictureLater: p.pictureLater ?? false,
    prices:
      format === 'csv'
        ? pricesCell(p.prices ?? [])
        : Object.fromEntries((p.prices ?? []).map((price) => [String(price.packageId), price.price])),
  };
}
