import { catalogueRoutes } from './catalogue/catalogueRoutes.server.ts';
import { createServiceHandler, type Route } from './http/router.server.ts';
import { loginRoutes } from './login/loginRoutes.server.ts';
import { mediaRoutes } from './media/media.server.ts';
import { newsletterRoutes } from './newsletter/newsletter.server.ts';
import { orderRoutes } from './order/orderRoutes.server.ts';
import { profileRoutes } from './profile/profileRoutes.server.ts';

/** Every call the service answers, at the contract's exact paths. */
export const serviceRoutes: Route[] = [...catalogueRoutes, ...loginRoutes, ...profileRoutes, ...orderRoutes, ...newsletterRoutes, ...mediaRoutes];

/** Answers service requests on Node's request and response; false for paths that are not the service's. */
export const handleServiceRequest = createServiceHandler(serviceRoutes);
