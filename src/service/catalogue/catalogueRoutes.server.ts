import * as v from 'valibot';
import { serviceConfig } from '../config.server.ts';
import { catalogueVersion, getStore } from '../db/database.server.ts';
import { parseInput, ServiceError } from '../http/errors.server.ts';
import type { Route } from '../http/router.server.ts';
import * as catalogue from './catalogue.server.ts';

const db = async () => (await getStore()).db;
const version = async () => catalogueVersion(await db());

/** The catalogue calls of the contract (DESIGN.md section 4); GET answers are kept until the catalogue changes. */
export const catalogueRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/{product}/banner/list',
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.listBanners(await db()) };
    },
  },
  {
    method: 'GET',
    path: '/v1/{product}/menu',
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.mainMenu(await db()) };
    },
  },
  {
    method: 'GET',
    path: '/v1/{product}/category/list',
    cacheVersion: version,
    handle: async ({ params }) => {
      requireShop(params.product);
      return { data: await catalogue.listCategories(await db()) };
    },
  },
  {
    method: 'POST',
    path: '/v1/{product}/categoryInfo',
    handle: async ({ params, json, locale }) => {
      requireShop(params.product);
      const query = parseInput(categoryInfoSchema, await json(), locale);
      return { data: await catalogue.categoryInfo(await db(), query) };
    },
  },
  {
    method: 'GET',
    path: '/v1/product/list/{categoryIds}/{page}/{perPage}',
    cacheVersion: version,
    handle: async ({ params }) => {
      const categoryIds = categoryIdsOf(params.categoryIds);
      return { data: await catalogue.listProducts(await db(), { categoryIds, ...pagingOf(params) }) };
    },
  },
  {
    method: 'GET',
    path: '/v1/product/list/search/{categoryIds}/{search}/{page}/{perPage}',
    cacheVersion: version,
    handle: async ({ params }) => {
      const categoryIds = categoryIdsOf(params.categoryIds);
      const search = searchTextOf(params.search);
      return { data: await catalogue.listProducts(await db(), { categoryIds, search, ...pagingOf(params) }) };
    },
  },
  {
    method: 'GET',
    path: '/v1/product/search/{term}',
    cacheVersion: version,
    handle: async ({ params }) => ({ data: await catalogue.searchProducts(await db(), searchTextOf(params.term)) }),
  },
  {
    method: 'POST',
    path: '/v1/product/quantity/xcode/list',
    handle: async ({ json, locale }) => ({ data: await catalogue.stockOf(await db(), parseInput(skuListSchema, await json(), locale)) }),
  },
  {
    method: 'GET',
    path: '/v1/product/sku/{parentSku}/{page}/{perPage}',
    cacheVersion: version,
    handle: async ({ params }) => {
      const { page, perPage } = pagingOf(params);
      return { data: await catalogue.listVariants(await db(), (params.parentSku ?? '').slice(0, 64), page, perPage) };
    },
  },
  {
    method: 'GET',
    path: '/v1/package/list/active',
    cacheVersion: version,
    handle: async () => ({ data: await catalogue.activePackages(await db()) }),
  },
  {
    method: 'POST',
    path: '/v1/product/list/ids',
    handle: async ({ json, locale }) => ({ data: await catalogue.productsByIds(await db(), parseInput(idListSchema, await json(), locale)) }),
  },
];

/** Checks the `{product}` path segment against the configured shop key. */
export function requireShop(key: string | undefined): void {
  if (key !== serviceConfig().shopKey) throw new ServiceError(404, 'unknownShop');
}

const MAX_PAGE = 1_000_000;
const MAX_PER_PAGE = 1000;

/** Parses `page` and `perPage` path segments: whole numbers, page >= 1, 1 <= perPage <= 1000. */
export function pagingOf(params: Record<string, string | undefined>): { page: number; perPage: number } {
  const page = wholeNumber(params.page);
  const perPage = wholeNumber(params.perPage);
  if (page === null || perPage === null || page < 1 || page > MAX_PAGE || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new ServiceError(400, 'badPaging');
  }
  return { page, perPage };
}

/** Parses a comma-joined list of category ids; `0` or `all` means every category. */
export function categoryIdsOf(segment: string | undefined): number[] | null {
  if (segment === '0' || segment === 'all') return null;
  const parts = (segment ?? '').split(',');
  const ids = parts.map(wholeNumber);
  if (parts.length > 100 || ids.some((id) => id === null || id < 1)) throw new ServiceError(400, 'badCategories');
  return ids as number[];
}

/** A search text from a path segment: 1 to 100 characters after trimming. */
export function searchTextOf(segment: string | undefined): string {
  const text = (segment ?? '').trim();
  if (text.length === 0 || text.length > 100) throw new ServiceError(400, 'badSearch');
  return text;
}

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Body schemas of the catalogue's POST calls. */
export const skuListSchema = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  v.maxLength(1000),
);
export const idListSchema = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(1000));
export const categoryInfoSchema = v.union([
  v.object({ xCode: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
  v.object({ categoryId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);
