import { stockOf } from '../../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, skuListSchema } from '../../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed, parseInput, readJsonBody, requestLocale } from '../../../../../service/http/respond.server.ts';

export const prerender = false;

export const POST = catalogueRoute(async (db, { request }) => {
  const skus = parseInput(skuListSchema, await readJsonBody(request), requestLocale(request));
  return { data: await stockOf(db, skus) };
});
export const ALL = methodNotAllowed;
