import { productsByIds } from '../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, idListSchema } from '../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed, parseInput, readJsonBody, requestLocale } from '../../../../service/http/respond.server.ts';

export const prerender = false;

export const POST = catalogueRoute(async (db, { request }) => {
  const ids = parseInput(idListSchema, await readJsonBody(request), requestLocale(request));
  return { data: await productsByIds(db, ids) };
});
export const ALL = methodNotAllowed;
