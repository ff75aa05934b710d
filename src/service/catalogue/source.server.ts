import type { Banner, Category, CategoryInfo, MenuItem, PackageType, Page, Product, SearchPage } from '~/shared/contract/types.ts';
import { type FamilyEntry, groupFamilies } from '~/shared/catalogue/families.ts';
import { isDotSegment } from '~/shared/catalogue/search.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { mediaPlace, pictureColour } from '~/service/media/media.server.ts';
import { declareInput, forgetInputHashes, noteInput, pageInput } from './pageInputs.server.ts';
import * as catalogue from './catalogue.server.ts';
import { countMissToday } from './searchWords.server.ts';
import * as v from 'valibot';
import * as answers from '~/shared/contract/answers.ts';
import { renamed } from '~/shared/contract/wireNames.ts';

/** What pages read from the catalogue at build time; in-process by default, over HTTP from SERVICE_URL. */
export interface CatalogueSource {
  banners(): Promise<Banner[]>;
  menu(): Promise<MenuItem[]>;
  categories(): Promise<Category[]>;
  categoryInfo(xCode: string): Promise<CategoryInfo>;
  products(categoryIds: number[] | null, page: number, perPage: number): Promise<Page<Product>>;
  search(text: string, page: number, perPage: number, asTyped?: boolean): Promise<SearchPage<Product>>;
  /**
   * One page of the product families matching a search, paged by family, the best match first; `asTyped`: no other
   * reading of the query (the other keyboard layout, Finglish).
   */
  searchFamilies(text: string, page: number, perPage: number, asTyped?: boolean): Promise<SearchPage<FamilyEntry>>;
  /** Counts a search the results page found nothing for (searchWords.server.ts); not counted on a remote service. */
  countMiss(text: string): Promise<void>;
  byIds(ids: number[]): Promise<Product[]>;
  variants(parentSku: string): Promise<Page<Product>>;
  packages(): Promise<PackageType[]>;
}

let chosen: CatalogueSource | undefined;

/**
 * The source the pages read: the contract over HTTP when SERVICE_URL is set, else the local store.
 * Lists that every page shows (menu, categories, packages) are read once per process.
 */
export function catalogueSource(): CatalogueSource {
  if (chosen) return chosen;
  const { serviceUrl, shopKey } = serviceConfig();
  const source = serviceUrl ? httpSource(serviceUrl.replace(/\/$/, ''), shopKey) : localSource();
  const once = <T>(read: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => (value ??= read());
  };
  // What a page reads here is noted for publishing (see pageInputs.server.ts).
  chosen = {
    ...source,
    banners: pageInput('banners', source.banners),
    menu: pageInput('menu', once(source.menu)),
    categories: once(source.categories),
    packages: pageInput('packages', once(source.packages)),
  };
  return chosen;
}

/** The base address of pictures: the external service's when pages are built against one. */
export function mediaBase(): string {
  return serviceConfig().serviceUrl.replace(/\/$/, '');
}

const colours = new Map<string, Promise<string | null>>();

/**
 * The dominant colour of a catalogue picture, painted under it while it loads (`background-color:#…`
 * for a style attribute), or undefined: a drawing, or pages built against another service.
 */
export const placeholderStyle = pageInput('picture', (file: string | undefined): Promise<string | undefined> => {
  if (!file || serviceConfig().serviceUrl) return Promise.resolve(undefined);
  let colour = colours.get(file);
  if (!colour) colours.set(file, (colour = getStore().then((store) => pictureColour(mediaPlace(store), file))));
  return colour.then((found) => (found ? `background-color:${found}` : undefined));
});

/** Everything the static pages need from the catalogue, read once per build. */
export interface ShopSnapshot {
  categories: Category[];
  infos: Map<number, CategoryInfo>;
  filtersByCategory: Map<number, CategoryInfo['categorySizeFilters']>;
  products: Product[];
  packages: PackageType[];
}

let snapshot: Promise<ShopSnapshot> | undefined;

/** The whole published catalogue, read once (pages of 1000), with every category's size filters. */
export async function shopSnapshot(): Promise<ShopSnapshot> {
  const read = await readSnapshot();
  // The lists every page shows; a page's products are noted by the lists it reads (staticLists.server.ts).
  noteInput('site', [], siteOf(read));
  return read;
}
declareInput('site', async () => siteOf(await readSnapshot()));

const siteOf = ({ categories, infos, packages }: ShopSnapshot) => ({ categories, infos, packages });

function readSnapshot(): Promise<ShopSnapshot> {
  snapshot ??= (async () => {
    const source = catalogueSource();
    const categories = await source.categories();
    const infos = new Map(await Promise.all(categories.map(async (c) => [c.id, await source.categoryInfo(c.xCode)] as const)));
    const products: Product[] = [];
    for (let page = 1; ; page++) {
      const batch = await source.products(null, page, 1000);
      products.push(...batch.items);
      if (products.length >= batch.total || batch.items.length === 0) break;
    }
    const filtersByCategory = new Map([...infos].map(([id, info]) => [id, info.categorySizeFilters]));
    return { categories, infos, filtersByCategory, products, packages: await source.packages() };
  })();
  return snapshot;
}

/**
 * Forgets what this process read of the catalogue (the snapshot and the lists read once), so the next page reads
 * it as it is now: for pages rendered per request from the current data (the staff area's preview).
 */
export function forgetSnapshot(): void {
  snapshot = undefined;
  chosen = undefined;
  colours.clear();
  forgetInputHashes();
}

function localSource(): CatalogueSource {
  const db = async () => (await getStore()).db;
  return {
    banners: async () => catalogue.listBanners(await db()),
    menu: async () => catalogue.mainMenu(await db()),
    categories: async () => catalogue.listCategories(await db()),
    categoryInfo: async (xCode) => catalogue.categoryInfo(await db(), { xCode }),
    products: async (categoryIds, page, perPage) => catalogue.listProducts(await db(), { categoryIds, page, perPage }),
    search: async (text, page, perPage, asTyped) =>
      catalogue.searchList(await db(), { categoryIds: null, search: text, page, perPage, asTyped }),
    searchFamilies: async (text, page, perPage, asTyped) =>
      catalogue.searchFamilies(await db(), { categoryIds: null, search: text, page, perPage, asTyped }),
    // A count that fails costs the shopper nothing: the page is answered all the same.
    countMiss: async (text) => countMissToday(await db(), text),
    byIds: async (ids) => catalogue.productsByIds(await db(), ids),
    variants: async (parentSku) => catalogue.listVariants(await db(), parentSku, 1, 100),
    packages: async () => catalogue.activePackages(await db()),
  };
}

function httpSource(base: string, shop: string): CatalogueSource {
  /** A contract call's `data`, read by `answer`'s schema with the wire's names made plain. */
  const call = async <T>(path: string, answer: v.GenericSchema, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { data?: T; message?: { en?: string } } | null;
    if (!response.ok || !json || !('data' in json)) {
      throw new Error(`${base}${path} answered ${response.status}: ${json?.message?.en ?? 'no data'}`);
    }
    return renamed(answer, json.data, false) as T;
  };
  const search = (text: string, page: number, perPage: number, asTyped = false): Promise<SearchPage<Product>> =>
    isDotSegment(text)
      ? Promise.resolve({ items: [], total: 0, page, perPage, didYouMean: null, readAs: null })
      : call<SearchPage<Product>>(
          `/v1/product/list/search/all/${encodeURIComponent(text)}/${page}/${perPage}${asTyped ? '?asTyped=true' : ''}`,
          answers.searchPage,
        );
  return {
    banners: () => call(`/v1/${shop}/banner/list`, v.array(answers.banner)),
    menu: () => call(`/v1/${shop}/menu`, v.array(answers.menuItem)),
    categories: () => call(`/v1/${shop}/category/list`, v.array(answers.category)),
    categoryInfo: (xCode) => call(`/v1/${shop}/categoryInfo`, answers.categoryInfo, { xCode }),
    products: (categoryIds, page, perPage) =>
      call(`/v1/product/list/${categoryIds?.join(',') ?? 'all'}/${page}/${perPage}`, answers.productPage),
    search,
    // The contract pages by product: the first 1000 matches are grouped here.
    searchFamilies: async (text, page, perPage, asTyped) => {
      const { items: matches, didYouMean, readAs } = await search(text, 1, 1000, asTyped);
      const families = groupFamilies(matches);
      const items = families.slice((page - 1) * perPage, page * perPage).map((members) => ({ members }));
      return { items, total: families.length, page, perPage, didYouMean, readAs };
    },
    // The contract has no call to count with: pages served from a remote service count no misses (docs/rules.md#search).
    countMiss: async () => {},
    byIds: (ids) => call('/v1/product/list/ids', v.array(answers.product), ids),
    variants: (parentSku) => call(`/v1/product/sku/${encodeURIComponent(parentSku)}/1/100`, answers.productPage),
    packages: () => call('/v1/package/list/active', v.array(answers.packageType)),
  };
}

/** A published product by numeric id or by SKU, for the short product addresses; undefined when unknown. */
export async function productByIdOrSku(key: string): Promise<Product | undefined> {
  const source = catalogueSource();
  if (/^\d{1,9}$/.test(key)) return (await source.byIds([Number(key)]))[0];
  if (key.length === 0 || key.length > 64) return undefined;
  // Codes are found in any letter case.
  const code = key.toUpperCase();
  return (await source.search(key, 1, 10)).items.find((p) => p.sku.toUpperCase() === code);
}
