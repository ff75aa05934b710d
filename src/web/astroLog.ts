// Astro's own messages as JSON lines of the shop's log while the server runs (docs/operations.md#logs); elsewhere (a
// build, the dev server) as Astro writes them.
import type { AstroLoggerDestination, AstroLoggerLevel, AstroLoggerMessage } from 'astro';
import nodeDestination from 'astro/logger/node';

/** The shop's log, as the running server hands it over (src/web/httpServer.server.ts). */
export const ASTRO_LOG = Symbol.for('storefront.astroLog');

type Line = (fields: object, message: string) => void;
type ShopLog = Record<Exclude<AstroLoggerLevel, 'silent'>, Line>;

/** Astro's colours, which a log line does not need. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export default function astroLog(config?: { level?: AstroLoggerLevel }): AstroLoggerDestination {
  const asAstroWrites = nodeDestination(config);
  return {
    write(event: AstroLoggerMessage) {
      const log = (globalThis as Record<symbol, ShopLog | undefined>)[ASTRO_LOG];
      if (!log || event.level === 'silent') return asAstroWrites.write(event);
      log[event.level]({ source: 'astro', label: event.label ?? undefined }, event.message.replace(COLOURS, '').trim());
    },
  };
}
