// The shop's own parts of the Astro build (astro.config.mjs): the service in `astro dev`, the incremental
// page renderer, the island directives, and the chunk the page module's shared code goes into.
import type { AstroIntegration } from 'astro';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildPlan, PageTwins } from '~/web/builtPage.server.ts';
import { pagePath } from '~/shared/publish/pagePath.ts';
import { PAGE_LIST_FILE, PAGE_TWINS_FILE, planPages, settleTwins } from './buildPlan.ts';
import { watchPrerender } from './prerenderBundle.ts';
import { joinTwins, secondShare, startSecondRenderer } from './secondRenderer.ts';

/** In `astro dev`, the store's service answers its own paths, as the production server does. */
export function serviceInDev(): AstroIntegration {
  return {
    name: 'storefront-service',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        // Loaded through Vite, which knows the `~/` alias, and only on the first call.
        const load = () => server.ssrLoadModule('/src/service/routes.server.ts');
        server.middlewares.use((req, res, next) => {
          load()
            .then(({ handleServiceRequest }) => handleServiceRequest(req, res))
            .then((handled) => handled || next(), next);
        });
      },
    },
  };
}

/**
 * Renders only what changed: built from the live build (INCREMENTAL_FROM), only pages whose catalogue inputs changed;
 * postbuild.ts carries the rest over (docs/publishing.md). Pages' reads go to page-inputs.jsonl.
 */
export function incrementalPages(): AstroIntegration {
  const out = process.env.BUILD_DIR || 'dist';
  let choose: Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0]['setPrerenderer'] | undefined;
  // A large build's second renderer (src/publish/secondRenderer.ts) and the twins it wrote.
  let second: ReturnType<typeof startSecondRenderer> | null = null;
  let secondTwins: PageTwins | null = null;
  return {
    name: 'incremental-pages',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        rmSync(join(out, 'page-inputs.jsonl'), { force: true });
        choose = setPrerenderer;
      },
      // Set once the build's configuration is made: set earlier, Astro leaves the prerender entry to an adapter.
      'astro:build:setup': ({ logger }) => {
        let kept: Awaited<ReturnType<typeof watchPrerender>> | null = null;
        choose?.((fallback) => ({
          ...fallback,
          name: 'incremental-pages',
          // The bundle is kept for the next publish with the same code (src/publish/prerenderBundle.ts).
          async setup() {
            kept = await watchPrerender(out);
            await fallback.setup?.();
          },
          async teardown() {
            // The second renderer renders with the bundle Astro removes after this.
            secondTwins = (await second?.done) ?? null;
            await fallback.teardown?.();
            kept?.keep();
          },
          async getStaticPaths() {
            const paths = await fallback.getStaticPaths();
            const all = paths.map(({ pathname }) => pagePath(pathname));
            const plan = await planPages(all, process.env.INCREMENTAL_FROM || null, (line) => logger.info(line));
            writeFileSync(join(out, PAGE_LIST_FILE), JSON.stringify(plan));
            const context = kept?.context();
            const share = context ? secondShare(plan.rendered) : [];
            // The pages compress as they are written, as the site's size and the renderers call for
            // (src/web/builtPage.server.ts).
            const buildPlan: BuildPlan = { pages: plan.all.length, bothCores: share.length > 0 };
            (globalThis as Record<symbol, unknown>)[Symbol.for('storefront.buildPlan')] = buildPlan;
            if (context && share.length > 0) {
              logger.info(`${share.length} of the ${plan.rendered.length} pages are rendered by a second thread`);
              second = startSecondRenderer(out, { source: kept!.source, context, pages: plan.all.length, paths: share });
            }
            if (plan.rendered === plan.all && share.length === 0) return paths;
            const given = new Set(share);
            const chosen = new Set(plan.rendered.filter((path) => !given.has(path)));
            return paths.filter(({ pathname }) => chosen.has(pagePath(pathname)));
          },
        }));
        choose = undefined;
      },
      // The twins still being written are waited for; postbuild leaves the pages that have them.
      'astro:build:done': async () => {
        writeFileSync(join(out, PAGE_TWINS_FILE), JSON.stringify(joinTwins((await settleTwins()) as PageTwins | null, secondTwins)));
      },
    },
  };
}

/**
 * `client:intent`: islands load on the visitor's first intent (or `client:intent="name"`: also on the window event
 * `island:name`); `client:afterload`: at the first idle moment after the load event.
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: 'island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: './src/ui/intentDirective.ts' });
        addClientDirective({ name: 'afterload', entrypoint: './src/ui/afterLoadDirective.ts' });
      },
    },
  };
}

// The page module's shared code (lists, stock check, bell, API client, toasts, stores, plural rules, nanostores,
// valibot) in one chunk: on 2G each file costs a request (docs/budgets.md#measurements-behind-the-code).
export const pageModuleShared =
  /[\\/]src[\\/](features[\\/](cart[\\/](lists\.store|stockCheck|ringBell)|login[\\/](session\.store|apiCall))|ui[\\/](apiClient|toast|clientText|loading\.store)|shared[\\/](cart[\\/]cartRules|i18n[\\/](plural|fill)))\.ts$|[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/;
