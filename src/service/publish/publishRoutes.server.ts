import type { Route } from '~/service/http/router.server.ts';

/** Publishing (editors): the rebuild with its progress, one at a time; docs/staff.md. */
export const publishRoutes: Route[] = [];
