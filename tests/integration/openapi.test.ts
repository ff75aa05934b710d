import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/service/openapi.server.ts';

const pagesDir = join(process.cwd(), 'src', 'pages');

/** Every service route file (under /v1 and /CDN) as an OpenAPI path with the methods it exports. */
function serviceRoutes(): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.startsWith('[...')) {
        const route = '/' + relative(pagesDir, path).replace(/\.ts$/, '').replace(/\[(\w+)\]/g, '{$1}');
        const source = readFileSync(path, 'utf8');
        const methods = [...source.matchAll(/export const (GET|POST|PUT|DELETE|PATCH)\b/g)].map((m) => m[1]!.toLowerCase());
        routes.set(route, methods.sort());
      }
    }
  };
  walk(join(pagesDir, 'v1'));
  walk(join(pagesDir, 'CDN'));
  return routes;
}

describe('the OpenAPI document', () => {
  it('describes exactly the service routes that exist, with their methods', () => {
    const documented = new Map(Object.entries(openApiDocument().paths).map(([path, item]) => [path, Object.keys(item).sort()]));
    const routes = serviceRoutes();
    expect([...routes.keys()].sort()).toEqual([...documented.keys()].sort());
    for (const [path, methods] of routes) expect(documented.get(path), path).toEqual(methods);
  });

  it('documents every path parameter of each route', () => {
    for (const [path, item] of Object.entries(openApiDocument().paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(item) as { parameters?: { name: string; in: string }[] }[]) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), path).toEqual([...names].sort());
      }
    }
  });
});
