import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A route of the built server, as Astro's manifest records it. */
export interface BuiltRoute {
  route: string;
  component: string;
  pattern: RegExp;
  prerender: boolean;
}

/** The JSON value that starts at `from` in `text` (an object, read to its matching brace). */
function jsonAt(text: string, from: number): unknown {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return JSON.parse(text.slice(from, i + 1));
  }
  throw new Error(`no JSON object at ${from}`);
}

/** Every route of the build in `distDir` (its server entry's manifest), in the order Astro matches them. */
export function builtRoutes(distDir = 'dist'): BuiltRoute[] {
  const entry = readFileSync(join(distDir, 'server', 'entry.mjs'), 'utf8');
  const routes: BuiltRoute[] = [];
  for (const match of entry.matchAll(/"routeData":\{/g)) {
    const data = jsonAt(entry, match.index + '"routeData":'.length) as Record<string, unknown>;
    routes.push({
      route: String(data.route),
      component: String(data.component),
      pattern: new RegExp(String(data.pattern)),
      prerender: Boolean(data.prerender),
    });
  }
  if (routes.length === 0) throw new Error(`no routes found in ${distDir}/server/entry.mjs`);
  return routes;
}

/** The route Astro answers `pathname` with: the first whose pattern matches. */
export function routeOf(routes: readonly BuiltRoute[], pathname: string): BuiltRoute | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // As sent.
  }
  return routes.find((route) => route.pattern.test(decoded));
}
