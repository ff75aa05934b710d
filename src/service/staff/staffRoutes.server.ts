import type { Route } from '~/service/http/router.server.ts';
import { catalogueEditRoutes } from '~/service/catalogue/catalogueEditRoutes.server.ts';
import { searchWordRoutes } from '~/service/catalogue/searchWordRoutes.server.ts';
import { staffOrderRoutes } from '~/service/order/staffOrderRoutes.server.ts';
import { takenOrderRoutes } from '~/service/order/takenOrderRoutes.server.ts';
import { publishRoutes } from '~/service/publish/publishRoutes.server.ts';
import { accountRoutes } from './accountRoutes.server.ts';

/** The staff area's calls under /v1/staff/, each checking the caller's role (requireStaff). */
export const staffRoutes: Route[] = [
  ...staffOrderRoutes,
  ...takenOrderRoutes,
  ...catalogueEditRoutes,
  ...searchWordRoutes,
  ...publishRoutes,
  ...accountRoutes,
];
