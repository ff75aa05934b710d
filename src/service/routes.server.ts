import { catalogueRoutes } from './catalogue/catalogueRoutes.server.ts';
import { serviceConfig } from './config.server.ts';
import { createServiceHandler, defineRoute, type Route } from './http/router.server.ts';
import { loginRoutes } from './login/loginRoutes.server.ts';
import { mediaRoutes } from './media/media.server.ts';
import { newsletterRoutes } from './newsletter/newsletter.server.ts';
import { openApiDocument } from './openapi.server.ts';
import { orderRoutes } from './order/orderRoutes.server.ts';
import { profileRoutes } from './profile/profileRoutes.server.ts';
import { staffRoutes } from './staff/staffRoutes.server.ts';

/** Every call the service answers, at the contract's exact paths. */
export const serviceRoutes: Route[] = [
  ...catalogueRoutes,
  ...loginRoutes,
  ...profileRoutes,
  ...orderRoutes,
  ...newsletterRoutes,
  ...mediaRoutes,
  ...staffRoutes,
];

/** The contract as OpenAPI, generated from the routes' declarations once per shop key, and sent compressed with an ETag. */
const openApiRoute = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This document',
  answer: { raw: { description: 'The OpenAPI document', contentType: 'application/json' } },
  cacheVersion: async () => serviceConfig().shopKey,
  handle: async () => ({ data: openApiDocument(serviceRoutes, serviceConfig().shopKey), bare: true }),
});

/** Answers service requests on Node's request and response; false for paths that are not the service's. */
export const handleServiceRequest = createServiceHandler([...serviceRoutes, openApiRoute]);
