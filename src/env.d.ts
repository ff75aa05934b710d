declare module 'astro' {
  interface AstroClientDirectives {
    /** Load the island on the visitor's first intent (src/features/islands/intentDirective.ts). */
    'client:intent'?: boolean | string;
  }
}

export {};
