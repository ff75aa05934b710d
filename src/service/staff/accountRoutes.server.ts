import type { Route } from '~/service/http/router.server.ts';

/** Accounts, their roles and the record of changes (admins); docs/staff.md. */
export const accountRoutes: Route[] = [];
