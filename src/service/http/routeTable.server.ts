import type { Locale } from './errors.server.ts';
import { ServiceError } from './errors.server.ts';
import { problemTexts } from './messages.server.ts';
import type { Route } from './route.server.ts';

/** A route with its path as a pattern: one group per `{name}`, in `names`' order. */
export interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

/** The route table as patterns, compiled once when the handler is made. */
export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('/');
    return { ...route, pattern: new RegExp(`^${source}/?$`), names };
  });
}

/** The path's `{name}` segments, decoded; a bad escape is a 400. */
export function pathSegments(route: CompiledRoute, pathname: string, locale: Locale): Record<string, string> {
  const match = route.pattern.exec(pathname)!;
  const segments: Record<string, string> = {};
  route.names.forEach((name, i) => {
    try {
      segments[name] = decodeURIComponent(match[i + 1]!);
    } catch {
      throw new ServiceError(400, 'invalid', [`${name}: ${problemTexts.invalid[locale]}`]);
    }
  });
  return segments;
}
