declare module 'astro' {
  interface AstroClientDirectives {
    /** Load the island on the visitor's first intent (src/features/islands/intentDirective.ts). */
    'client:intent'?: boolean | string;
    /** Load the island at the first idle moment after the load event (src/features/islands/afterLoadDirective.ts). */
    'client:afterload'?: boolean | string;
  }
}

export {};
