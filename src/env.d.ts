import type { OrderPageParts } from '~/features/order/orderFrame.server.ts';
import type { Locale } from '~/shared/i18n/i18n.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Load the island on the visitor's first intent (src/ui/intentDirective.ts). */
    'client:intent'?: boolean | string;
    /** Load the island at the first idle moment after the load event (src/ui/afterLoadDirective.ts). */
    'client:afterload'?: boolean | string;
  }
}

export {};

declare global {
  namespace App {
    interface Locals {
      /** An order's page by link: the middleware fills the frame the page rendered with these (orderFrame.server.ts). */
      orderPage?: { locale: Locale; parts: OrderPageParts };
    }
  }
}
