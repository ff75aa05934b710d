import { mainMenu } from '../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, requireShop } from '../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed } from '../../../service/http/respond.server.ts';

export const prerender = false;

export const GET = catalogueRoute(async (db, { params }) => {
  requireShop(params.product);
  return { data: await mainMenu(db) };
});
export const ALL = methodNotAllowed;
