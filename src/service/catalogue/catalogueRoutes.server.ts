import * as v from 'valibot';
import { serviceConfig } from '~/service/config.server.ts';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import { freshReads } from '~/service/db/freshReads.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import {
  banner,
  category,
  categoryInfo,
  menuItem,
  packageType,
  product,
  productPage,
  searchPage,
  stockLine,
  suggestions,
} from '~/shared/contract/answers.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import * as catalogue from './catalogue.server.ts';
import { searchCatalogue } from './searchIndex.server.ts';
import { countMissToday } from './searchWords.server.ts';
import {
  categoryInfoSchema,
  idListSchema,
  productListParams,
  searchListParams,
  searchListQuery,
  searchMissBody,
  searchParams,
  shopParams,
  skuListSchema,
  suggestParams,
  variantParams,
} from '~/shared/contract/requests.ts';

const db = async () => (await getStore()).db;
/** The catalogue's version, which a cached answer is checked against: one read for the calls arriving together. */
const version = freshReads(async () => catalogueVersion(await db()));

/**
 * A search's cached answer is shared by the same words spaced otherwise (the answer reads the words alone): a
 * search typed again a little differently, as shoppers do, is answered from the cache (docs/rules.md#search).
 */
const searchKey = (parts: Record<string, unknown>) =>
  JSON.stringify(Object.values(parts).map((part) => (typeof part === 'string' ? part.replace(/\s+/g, ' ') : part)));

/** The catalogue calls of the contract; GET answers are kept until the catalogue changes. */
export const catalogueRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/{product}/banner/list',
    summary: 'Home page banners',
    params: shopParams,
    answer: v.array(banner),
    failures: [404],
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.listBanners(await db()) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/{product}/menu',
    summary: 'Main menu, three levels',
    params: shopParams,
    answer: v.array(menuItem),
    failures: [404],
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.mainMenu(await db()) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/{product}/category/list',
    summary: 'All categories',
    params: shopParams,
    answer: v.array(category),
    failures: [404],
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.listCategories(await db()) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/{product}/categoryInfo',
    summary: 'A category and its size filters',
    params: shopParams,
    body: categoryInfoSchema,
    answer: categoryInfo,
    failures: [404],
    handle: async ({ params, body }) => {
      requireShop(params.product);
      return { data: await catalogue.categoryInfo(await db(), body) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/product/list/{categoryIds}/{page}/{perPage}',
    summary: 'Published products of categories, out-of-stock last',
    params: productListParams,
    answer: productPage,
    cacheVersion: version,
    handle: async ({ params }) => ({ data: await catalogue.listProducts(await db(), params) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/product/list/search/{categoryIds}/{search}/{page}/{perPage}',
    summary: 'Published products of categories matching any word of a search, the best matches first',
    params: searchListParams,
    query: searchListQuery,
    answer: searchPage,
    cacheVersion: version,
    cacheKey: searchKey,
    handle: async ({ params, query }) => ({
      data: await catalogue.searchList(await db(), { ...params, asTyped: query.asTyped === 'true' }),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/search/misses',
    summary:
      "Counts a search of the search dialog that found nothing (the last text shown before the dialog closed or went idle), with the results page's, for the shop's list of words to teach its search (docs/rules.md#search); a text the search finds something for counts nothing",
    body: searchMissBody,
    answer: v.null(),
    handle: async ({ body }) => {
      const store = await db();
      if ((await searchCatalogue(store, body.text)).matches.length === 0) await countMissToday(store, body.text);
      return { data: null };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/product/suggest/{term}',
    summary: "The search box's best matches (at most 10, one size per family) and what the shopper may have meant",
    params: suggestParams,
    answer: suggestions,
    cacheVersion: version,
    cacheKey: searchKey,
    handle: async ({ params }) => ({ data: await catalogue.suggestProducts(await db(), params.term) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/product/search/{term}',
    summary: 'Best matches for a search box (at most 10), one size per product family',
    params: searchParams,
    answer: v.array(product),
    cacheVersion: version,
    cacheKey: searchKey,
    handle: async ({ params }) => ({ data: await catalogue.searchProducts(await db(), params.term) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/product/quantity/xcode/list',
    summary: 'Stock state of SKUs (unknown SKUs left out)',
    body: skuListSchema,
    answer: v.array(stockLine),
    handle: async ({ body }) => ({ data: await catalogue.stockOf(await db(), body) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/product/sku/{parentSku}/{page}/{perPage}',
    summary: 'Variants (sizes) of one parent SKU',
    params: variantParams,
    answer: productPage,
    cacheVersion: version,
    handle: async ({ params }) => ({ data: await catalogue.listVariants(await db(), params.parentSku, params.page, params.perPage) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/package/list/active',
    summary: 'Active package types',
    answer: v.array(packageType),
    cacheVersion: version,
    handle: async () => ({ data: await catalogue.activePackages(await db()) }),
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/product/list/ids',
    summary: 'Published products by id, in the order asked',
    body: idListSchema,
    answer: v.array(product),
    handle: async ({ body }) => ({ data: await catalogue.productsByIds(await db(), body) }),
  }),
];

/** Checks the `{product}` path segment against the configured shop key. */
export function requireShop(key: string): void {
  if (key !== serviceConfig().shopKey) throw new ServiceError(404, 'unknownShop');
}
