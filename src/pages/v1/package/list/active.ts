import { activePackages } from '../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute } from '../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed } from '../../../../service/http/respond.server.ts';

export const prerender = false;

export const GET = catalogueRoute(async (db) => ({ data: await activePackages(db) }));
export const ALL = methodNotAllowed;
