import { descendantIds } from '~/shared/catalogue/categoryTree.ts';
import { COLLOQUIAL } from '~/shared/catalogue/searchForms.ts';
import { buildSearchIndex, rankDocuments, type SearchIndex } from '~/shared/catalogue/searchIndex.ts';
import { productSizeNames } from '~/shared/catalogue/sku.ts';
import { catalogueVersions } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { freshReads } from '~/service/db/freshReads.server.ts';
import { sizeFiltersByCategory } from './sizeNames.server.ts';
import { shopColloquial } from './searchWords.server.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

/** A published product as the search ranks and groups it. */
export interface SearchEntry {
  id: number;
  sku: string;
  parentSku: string;
  categoryIds: number[];
}

interface CatalogueIndex {
  /** In catalogue order: the order of equally good matches. */
  entries: SearchEntry[];
  index: SearchIndex;
  categories: { id: number; parentId: number | null }[];
  /** The built-in colloquial forms and the shop's own words (searchWords.server.ts). */
  colloquial: Record<string, string>;
  /** Each document by its SKU in capitals. */
  byCode: Map<string, number>;
  links: KnownLinks;
}

/** A catalogue's index, made again when its words change, and its sold-out documents, read again when stock changes. */
interface Kept {
  searchVersion: string;
  made: Promise<CatalogueIndex>;
  catalogueVersion: string;
  soldOut: Promise<Set<number>>;
}
const kept = new WeakMap<Db, Kept>();
/** Each database's versions, read once for the searches arriving together. */
const versionReads = new WeakMap<Db, () => Promise<{ catalogue: string; search: string }>>();

/** What the index knows of the products' links: read with it, so the products found need no more queries. */
export interface KnownLinks {
  /** A published product's category ids, in order. */
  categoriesOf: ReadonlyMap<number, number[]>;
  /** The active package types' ids. */
  activePackages: number[];
}

/**
 * The published products matching a search, the best first, the query with its slips mended (or null), and their
 * links.
 */
export interface SearchAnswer {
  matches: SearchEntry[];
  didYouMean: string | null;
  /** The query as read on the other keyboard layout or from Finglish, when that was searched; else null. */
  readAs: string | null;
  links: KnownLinks;
}

/**
 * The published products matching any word of a search, ranked (docs/rules.md#search): exact code, more words, names
 * before elsewhere, whole words, forms as typed, in stock, then catalogue order.
 */
export async function searchCatalogue(
  db: Db,
  text: string,
  categoryIds: number[] | null = null,
  options: { asTyped?: boolean | undefined } = {},
): Promise<SearchAnswer> {
  const { made, soldOut } = await catalogueIndex(db);
  const { entries, index, categories, colloquial, byCode, links } = await made;
  const { ranked, didYouMean, readAs } = rankDocuments(index, text, { behind: await soldOut, colloquial, asTyped: options.asTyped });
  const allowed = categoryIds && new Set(descendantIds(categories, categoryIds));
  const exact = byCode.get(toLatinDigits(text.trim()).toUpperCase());
  const matches: SearchEntry[] = [];
  for (const document of ranked) {
    const entry = entries[document]!;
    if (allowed && !entry.categoryIds.some((id) => allowed.has(id))) continue;
    if (document === exact) matches.unshift(entry);
    else matches.push(entry);
  }
  return { matches, didYouMean, readAs, links };
}

/**
 * The index of the published catalogue, made again when its words change (not on an order: docs/rules.md#search),
 * and its sold-out documents, read again on every change of stock.
 */
async function catalogueIndex(db: Db): Promise<Kept> {
  let read = versionReads.get(db);
  if (!read) versionReads.set(db, (read = freshReads(() => catalogueVersions(db))));
  const versions = await read();
  let entry = kept.get(db);
  if (entry?.searchVersion !== versions.search) {
    const made = buildCatalogueIndex(db);
    entry = { searchVersion: versions.search, made, catalogueVersion: '', soldOut: Promise.resolve(new Set()) };
    made.catch(() => kept.delete(db));
    kept.set(db, entry);
  }
  if (entry.catalogueVersion !== versions.catalogue) {
    entry.catalogueVersion = versions.catalogue;
    entry.soldOut = soldOutDocuments(db, entry.made);
    entry.soldOut.catch(() => kept.delete(db));
  }
  return entry;
}

/** The documents of the index whose product is sold out now. */
async function soldOutDocuments(db: Db, made: Promise<CatalogueIndex>): Promise<Set<number>> {
  const [{ entries }, rows] = await Promise.all([
    made,
    db.selectFrom('products').select('id').where('status', '=', 'publish').where('inStock', '=', 0).execute(),
  ]);
  const ids = new Set(rows.map((row) => row.id));
  const documents = new Set<number>();
  entries.forEach((entry, document) => {
    if (ids.has(entry.id)) documents.add(document);
  });
  return documents;
}

async function buildCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const [products, links, categories, filters, shopWords, packages] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'sku', 'parentSku', 'nameEn', 'nameFa', 'descriptionEn', 'descriptionFa'])
      .where('status', '=', 'publish')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('productCategories').select(['productId', 'categoryId']).execute(),
    db.selectFrom('categories').select(['id', 'parentId', 'nameEn', 'nameFa']).execute(),
    db.selectFrom('categorySizeFilters').select(['categoryId', 'code', 'title', 'titleFa']).orderBy('position').execute(),
    shopColloquial(db),
    db.selectFrom('packages').select('id').where('active', '=', 1).orderBy('pieces').execute(),
  ]);
  const categoriesOf = Map.groupBy(links, (link) => link.productId);
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const filtersByCategory = sizeFiltersByCategory(filters);
  // A category's name and its parents' names: "bag" finds what the Bags category holds.
  const categoryNames = (id: number): string[] => {
    const category = categoryById.get(id);
    return category ? [category.nameEn, category.nameFa, ...(category.parentId === null ? [] : categoryNames(category.parentId))] : [];
  };
  const entries = products.map((product) => ({
    id: product.id,
    sku: product.sku,
    parentSku: product.parentSku,
    categoryIds: (categoriesOf.get(product.id) ?? []).map((link) => link.categoryId).sort((a, b) => a - b),
  }));
  const index = buildSearchIndex(
    products.map((product, n) => {
      const size = productSizeNames(entries[n]!, filtersByCategory);
      return {
        name: `${product.sku} ${product.parentSku} ${product.nameEn} ${product.nameFa}`,
        more: `${product.descriptionEn} ${product.descriptionFa}`,
        kind: [...entries[n]!.categoryIds.flatMap(categoryNames), size.en, size.fa].join(' '),
        family: product.parentSku,
      };
    }),
  );
  const byCode = new Map(entries.map((entry, document) => [entry.sku.toUpperCase(), document]));
  const known = { categoriesOf: new Map(entries.map((entry) => [entry.id, entry.categoryIds])), activePackages: packages.map((p) => p.id) };
  return { entries, index, categories, colloquial: { ...COLLOQUIAL, ...shopWords }, byCode, links: known };
}
