import type { Route } from '~/service/http/router.server.ts';

/** Catalogue editing (editors): products, sizes, pictures, the catalogue file; docs/staff.md. */
export const catalogueEditRoutes: Route[] = [];
