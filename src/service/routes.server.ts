import { alertRoutes } from './alerts/alertRoutes.server.ts';
import { catalogueRoutes } from './catalogue/catalogueRoutes.server.ts';
import { serviceConfig } from './config.server.ts';
import { createServiceHandler, defineRoute, type Route } from './http/router.server.ts';
import { keptListRoutes } from './lists/keptListRoutes.server.ts';
import { loginRoutes } from './login/loginRoutes.server.ts';
import { mediaRoutes } from './media/media.server.ts';
import { newsletterRoutes } from './newsletter/newsletter.server.ts';
import { openApiDocument } from './openapi.server.ts';
import { orderRoutes } from './order/orderRoutes.server.ts';
import { profileRoutes } from './profile/profileRoutes.server.ts';
import { staffGate } from './staff/staffAccess.server.ts';
import { staffRoutes } from './staff/staffRoutes.server.ts';

/** Every call the service answers, at the contract's exact paths. */
export const serviceRoutes: Route[] = [
  ...catalogueRoutes,
  ...loginRoutes,
  ...profileRoutes,
  ...alertRoutes,
  ...orderRoutes,
  ...keptListRoutes,
  ...newsletterRoutes,
  ...mediaRoutes,
  ...staffRoutes,
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
