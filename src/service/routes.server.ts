import { alertRoutes } from '~/service/catalogue/alertRoutes.server.ts';
import { catalogueRoutes } from '~/service/catalogue/catalogueRoutes.server.ts';
import { serviceConfig } from './config.server.ts';
import { createServiceHandler } from '~/service/http/router.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { keptListRoutes } from '~/service/lists/keptListRoutes.server.ts';
import { loginRoutes } from '~/service/login/loginRoutes.server.ts';
import { mediaRoutes } from '~/service/media/media.server.ts';
import { newsletterRoutes } from '~/service/newsletter/newsletter.server.ts';
import { openApiDocument } from './openapi.server.ts';
import { orderRoutes } from '~/service/order/orderRoutes.server.ts';
import { profileRoutes } from '~/service/profile/profileRoutes.server.ts';
import { staffGate } from '~/service/access/staffAccess.server.ts';
import { catalogueEditRoutes } from '~/service/catalogue/catalogueEditRoutes.server.ts';
import { searchWordRoutes } from '~/service/catalogue/searchWordRoutes.server.ts';
import { staffOrderRoutes } from '~/service/order/staffOrderRoutes.server.ts';
import { takenOrderRoutes } from '~/service/order/takenOrderRoutes.server.ts';
import { publishRoutes } from '~/service/publish/publishRoutes.server.ts';
import { accountRoutes } from '~/service/staff/accountRoutes.server.ts';

/** Every call the service answers, at the contract's exact paths; the staff area's under /v1/staff/ last, each checking the caller's role. */
export const serviceRoutes: Route[] = [
  ...catalogueRoutes,
  ...loginRoutes,
  ...profileRoutes,
  ...alertRoutes,
  ...orderRoutes,
  ...keptListRoutes,
  ...newsletterRoutes,
  ...mediaRoutes,
  ...staffOrderRoutes,
  ...takenOrderRoutes,
  ...catalogueEditRoutes,
  ...searchWordRoutes,
  ...publishRoutes,
  ...accountRoutes,
];

const openApiDocumentOf = (routes: Route[]) => openApiDocument(routes, serviceConfig().shopKey);

/**
 * The contract as OpenAPI, generated from the routes' declarations: the shopper's calls for anyone, once per shop
 * key, sent compressed with an ETag; the staff calls only to staff, at a staff path (docs/staff.md).
 */
const openApiRoutes = [
  defineRoute({
    method: 'GET',
    path: '/openapi.json',
    summary: "This document: the shopper's calls",
    answer: { raw: { description: 'The OpenAPI document', contentType: 'application/json' } },
    cacheVersion: async () => serviceConfig().shopKey,
    handle: async () => ({ data: openApiDocumentOf(serviceRoutes.filter((route) => !route.staff)), bare: true }),
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/openapi.json',
    staff: 'any',
    summary: 'This document: the staff calls, for staff only',
    answer: { raw: { description: 'The OpenAPI document of the staff calls', contentType: 'application/json' } },
    personal: true,
    handle: async () => ({ data: openApiDocumentOf(serviceRoutes.filter((route) => route.staff)), bare: true }),
  }),
];

/** Answers service requests on Node's request and response; false for paths that are not the service's. */
export const handleServiceRequest = createServiceHandler([...serviceRoutes, ...openApiRoutes], staffGate);
