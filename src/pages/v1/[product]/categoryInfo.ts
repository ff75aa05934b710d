import { categoryInfo } from '../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, categoryInfoSchema, requireShop } from '../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed, parseInput, readJsonBody, requestLocale } from '../../../service/http/respond.server.ts';

export const prerender = false;

export const POST = catalogueRoute(async (db, { params, request }) => {
  requireShop(params.product);
  const query = parseInput(categoryInfoSchema, await readJsonBody(request), requestLocale(request));
  return { data: await categoryInfo(db, query) };
});
export const ALL = methodNotAllowed;
