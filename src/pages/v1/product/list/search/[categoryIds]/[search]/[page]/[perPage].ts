import { listProducts } from '../../../../../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, categoryIdsOf, pagingOf, searchTextOf } from '../../../../../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed } from '../../../../../../../../service/http/respond.server.ts';

export const prerender = false;

export const GET = catalogueRoute(async (db, { params }) => {
  const categoryIds = categoryIdsOf(params.categoryIds);
  const search = searchTextOf(params.search);
  return { data: await listProducts(db, { categoryIds, search, ...pagingOf(params) }) };
});
export const ALL = methodNotAllowed;
