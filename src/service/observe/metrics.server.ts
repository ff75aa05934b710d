import type { ServerResponse } from 'node:http';
import { Counter, Histogram, Registry } from 'prom-client';

// The shop's counters and timings (docs/operations.md#metrics), kept in each process and gathered by the server's
// primary for Prometheus (src/web/metricsHub.server.ts). Shared by every copy of this module in a process.
const SHARED = Symbol.for('storefront.metrics');

/** Seconds: a cached answer takes a millisecond or two, a page rendered per request tens, a 2G client's file longer. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Requests answered, by route group and status class, and how long each took to answer in full.',
      labelNames: ['group', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'shop_orders_placed_total',
      help: 'Orders placed (a retry of the same order counts once).',
      registers,
    }),
    ordersRefused: new Counter({
      name: 'shop_orders_refused_total',
      help: 'Orders refused: not enough stock (stock), or a package type no longer offered (package).',
      labelNames: ['reason'] as const,
      registers,
    }),
    loginCodes: new Counter({
      name: 'shop_login_codes_total',
      help: 'Login codes: sent to an account holder (sent), not sent because the phone or address reached its hourly cap (capped), or not taken by the SMS provider (failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    searchMisses: new Counter({ name: 'shop_search_misses_total', help: 'Searches that found nothing.', registers }),
    variantsMade: new Counter({
      name: 'shop_picture_variants_made_total',
      help: 'Picture variants (sizes and formats) made from uploads.',
      registers,
    }),
    publishes: new Counter({
      name: 'shop_publishes_total',
      help: 'Publishes started in the staff area that ended, by outcome (published, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
    publishSeconds: new Histogram({
      name: 'shop_publish_duration_seconds',
      help: 'How long a publish took, from the click to the new pages being live.',
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
      registers,
    }),
    buildSwitches: new Counter({ name: 'shop_build_switches_total', help: 'Times the server went over to a newer build.', registers }),
  };
}

export type ShopMetrics = ReturnType<typeof createMetrics>;

/** The process's metrics. */
export const metrics: ShopMetrics = ((globalThis as Record<symbol, ShopMetrics | undefined>)[SHARED] ??= createMetrics());

/** `2xx`, `4xx`…: the status class, which is what an alert looks at. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Kept on the answer itself: the pages' copy of this module and the server's see the same. */
const ROUTE = Symbol.for('storefront.route');

/** Notes the service route that answers (its path with `{names}`), for the request's log line. */
export function noteRoute(res: ServerResponse, path: string): void {
  (res as ServerResponse & { [ROUTE]?: string })[ROUTE] = path;
}

/** The service route noted for an answer, if any. */
export const notedRoute = (res: ServerResponse) => (res as ServerResponse & { [ROUTE]?: string })[ROUTE];
