import type { Route } from '~/service/http/router.server.ts';

/** The orders to call back (staff): list, mark, cancel, exports; docs/staff.md. */
export const staffOrderRoutes: Route[] = [];
