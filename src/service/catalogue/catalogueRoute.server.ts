import type { APIContext, APIRoute } from 'astro';
import * as v from 'valibot';
import { catalogueVersion, getStore, type Db } from '../db/database.server.ts';
import { apiRoute, errorResponse, jsonResponse, ServiceError, type ApiResult } from '../http/respond.server.ts';
import { serviceConfig } from '../config.server.ts';

const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const bodies = new Map<string, string>();
let cachedVersion = '';
let cachedBytes = 0;

/**
 * A catalogue endpoint: GET answers are kept by path until the catalogue's version changes
 * (any catalogue or stock write), because the same lists are asked for again and again.
 */
export function catalogueRoute(handler: (db: Db, context: APIContext) => Promise<ApiResult>): APIRoute {
  const uncached = apiRoute(async (context) => handler((await getStore()).db, context));
  return async (context) => {
    if (context.request.method !== 'GET') return uncached(context);
    try {
      const { db } = await getStore();
      const version = await catalogueVersion(db);
      if (version !== cachedVersion) {
        bodies.clear();
        cachedBytes = 0;
        cachedVersion = version;
      }
      const key = context.url.pathname;
      let body = bodies.get(key);
      if (body === undefined) {
        const result = await handler(db, context);
        body = JSON.stringify(result.message ? { data: result.data, message: result.message } : { data: result.data });
        if (cachedBytes + body.length <= MAX_CACHED_BYTES) {
          bodies.set(key, body);
          cachedBytes += body.length;
        }
      }
      return jsonResponse(context.request, body);
    } catch (error) {
      return errorResponse(context.request, error);
    }
  };
}

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
