// Resolves the `~/` import alias (src/, see tsconfig.json) where Node runs the sources itself: the scripts, the
// benchmarks and the server's primary process load it with `node --import ./scripts/aliases.ts`. Astro, Vitest,
// Playwright and TypeScript read the same alias from tsconfig.json.
import { enableCompileCache, registerHooks } from 'node:module';

// The sources' compiled code is kept between runs (in the system's temporary folder): a server worker starts in
// about half the time, which a publish waits for (docs/publishing.md).
enableCompileCache();

const src = new URL('../src/', import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    return nextResolve(specifier.startsWith('~/') ? new URL(specifier.slice(2), src).href : specifier, context);
  },
});
