import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/service/openapi.server.ts';
import { serviceRoutes } from '../../src/service/routes.server.ts';
import { baseUrl } from './http.ts';

describe('the OpenAPI document', () => {
  it('describes exactly the routes the service answers, with their methods', () => {
    const documented = Object.entries(openApiDocument().paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(serviceRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(documented);
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

  it('is served by the app', async () => {
    const served = await (await fetch(`${baseUrl()}/openapi.json`)).json();
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
