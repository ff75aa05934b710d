import { listVariants } from '../../../../../../service/catalogue/catalogue.server.ts';
import { catalogueRoute, pagingOf } from '../../../../../../service/catalogue/catalogueRoute.server.ts';
import { methodNotAllowed } from '../../../../../../service/http/respond.server.ts';

export const prerender = false;

export const GET = catalogueRoute(async (db, { params }) => {
  const { page, perPage } = pagingOf(params);
  return { data: await listVariants(db, (params.parentSku ?? '').slice(0, 64), page, perPage) };
});
export const ALL = methodNotAllowed;
