import { searchProducts } from '../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, searchTextOf } from '../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed } from '../../../../service/http/respond.server.ts';

export const prerender = false;

export const GET = catalogueRoute(async (db, { params }) => ({
  data: await searchProducts(db, searchTextOf(params.term)),
}));
export const ALL = methodNotAllowed;
