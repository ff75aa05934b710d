import { createConfig, lintFromString } from '@redocly/openapi-core';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bilingual, failure } from '~/shared/contract/answers.ts';
import { serviceMessages } from '~/service/http/messages.server.ts';
import { openApiDocument } from '~/service/openapi.server.ts';
import { serviceRoutes } from '~/service/routes.server.ts';
import { isDotSegment } from '~/shared/catalogue/search.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { allowsText, brokenValuesOf, hostileText, valuesOf, type JsonSchema } from '../support/schemaArbitrary.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';

// The contract from outside: /openapi.json is linted, and calls generated from it, valid and broken, go to a shop of
// its own; every answer must be declared and match its schema, and no allowed value refused.

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Partial<Record<string, { schema: JsonSchema }>> };
  responses: Record<string, unknown>;
}
interface Call {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}

const { invalid: badInput, badJson } = serviceMessages;

let shop: Awaited<ReturnType<typeof startShop>>;
let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
let session = '';
beforeAll(async () => {
  shop = await startShop();
  document = await (await fetch(`${shop.url}/openapi.json`)).json();
  session = await signIn();
});
afterAll(() => shop.stop());

/** Signs the demo account in (its code from the development outbox), so the profile calls answer with data. */
async function signIn(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber: DEMO_ACCOUNT.phoneNumber });
  const outbox = join(shop.dataDir, 'sms-outbox.jsonl');
  const code = existsSync(outbox) ? JSON.parse(readFileSync(outbox, 'utf8').trim().split('\n').at(-1)!).code : '';
  const answer = await post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber: DEMO_ACCOUNT.phoneNumber, code });
  return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** The calls anyone may make; the staff calls have a document of their own, for staff only. */
const shopperRoutes = serviceRoutes.filter((route) => !route.staff);

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/** The route that declared an operation: its valibot answer schema checks what came back. */
const routeOf = (method: string, path: string) => serviceRoutes.find((route) => route.method === method && route.path === path)!;

function callArbitrary(operation: Operation, broken: boolean): fc.Arbitrary<Call> {
  const components = document.components.schemas;
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const valid = (where: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === where)
          .map((p) => [
            p.name,
            p.required ? valuesOf(p.schema, components) : fc.option(valuesOf(p.schema, components), { nil: undefined }),
          ]),
      ),
    );
  const call = fc.record({
    path: valid('path'),
    query: valid('query'),
    headers: valid('header'),
    body: bodySchema ? valuesOf(bodySchema, components) : fc.constant(undefined),
  });
  if (!broken) return call;
  // One input broken at a time: a parameter (a path segment is never empty: that would be another address) or the body.
  const targets = [...parameters.filter((p) => p.in !== 'header').map((p) => p.name), ...(bodySchema ? ['(body)'] : [])];
  if (targets.length === 0) return fc.constant(null).chain(() => call);
  return fc.tuple(call, fc.constantFrom(...targets)).chain(([values, target]) => {
    if (target === '(body)') return fc.oneof(brokenValuesOf(bodySchema!, components), fc.jsonValue()).map((body) => ({ ...values, body }));
    const parameter = parameters.find((p) => p.name === target)!;
    const breaking = fc
      .oneof(brokenValuesOf(parameter.schema, components), hostileText)
      .filter((value) => String(value ?? '') !== '' && !allowsText(parameter.schema, String(value)));
    return breaking.map((value) => ({ ...values, [parameter.in]: { ...values[parameter.in as 'path' | 'query'], [target]: value } }));
  });
}

async function send(method: string, template: string, operation: Operation, call: Call) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(call.path[name])));
  const query = new URLSearchParams(
    Object.entries(call.query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  const headers: Record<string, string> = { 'accept-language': 'fa' };
  for (const [name, value] of Object.entries(call.headers)) if (value !== undefined) headers[name] = String(value);
  if (operation.requestBody) headers['content-type'] = 'application/json';
  if (template.startsWith('/v1/profile')) headers.cookie = session;
  const response = await fetch(`${shop.url}${path}${query.size ? `?${query}` : ''}`, {
    method,
    headers,
    body: operation.requestBody ? JSON.stringify(call.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.startsWith('application/json') ? await response.json() : await response.arrayBuffer();
  return {
    status: response.status,
    type,
    body,
    where: `${method} ${path}${query.size ? `?${query}` : ''} ${operation.requestBody ? JSON.stringify(call.body)?.slice(0, 300) : ''}`,
  };
}

/** What Redocly's strict rules find in a document. */
async function lintProblems(source: object, where: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended-strict'] });
  const problems = await lintFromString({ source: JSON.stringify(source), absoluteRef: `${shop.url}${where}`, config });
  return problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
}

describe('the service contract', () => {
  it('is a valid OpenAPI document with no problem found by Redocly’s strict rules', async () => {
    expect(await lintProblems(document, '/openapi.json')).toEqual([]);
  });

  it('keeps the staff calls in a document of their own, which only staff may read', async () => {
    const { db } = await openTestStore(shop.dataDir);
    try {
      const read = (cookie?: string) => fetch(`${shop.url}/v1/staff/openapi.json`, cookie ? { headers: { cookie } } : {});
      expect((await read()).status).toBe(401);
      expect((await read((await signedInAs(db, 'customer')).cookie)).status).toBe(404);
      const answer = await read((await signedInAs(db, 'staff')).cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const staffDocument = await answer.json();
      const staffRoutes = serviceRoutes.filter((route) => route.staff);
      expect(staffDocument).toEqual(JSON.parse(JSON.stringify(openApiDocument(staffRoutes, 'shop'))));
      expect(Object.keys(staffDocument.paths).every((path) => path.startsWith('/v1/staff/'))).toBe(true);
      expect(staffRoutes.length + shopperRoutes.length).toBe(serviceRoutes.length);
      expect(await lintProblems(staffDocument, '/v1/staff/openapi.json')).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('is generated from the routes’ own declarations, for the shop key the server answers to', () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument(shopperRoutes, 'shop'))));
  });

  it('declares every route the service answers', () => {
    expect(
      operations()
        .map(({ method, path }) => `${method} ${path}`)
        .sort(),
    ).toEqual(shopperRoutes.map((route) => `${route.method} ${route.path}`).sort());
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/v1/staff/'))).toEqual([]);
  });

  // About 20 calls of each kind per operation keep the whole property run within seconds.
  for (const broken of [false, true]) {
    it(
      `answers generated ${broken ? 'broken' : 'valid'} calls of every operation as it declares, never with a 500 or a hang`,
      { timeout: 120_000 },
      async () => {
        for (const { method, path, operation } of operations()) {
          const route = routeOf(method, path);
          const success = 'raw' in route.answer ? null : v.object({ data: route.answer, message: v.optional(bilingual) });
          await fc.assert(
            fc.asyncProperty(callArbitrary(operation, broken), async (call) => {
              // No URL carries a path segment `.` or `..`: fetch resolves it to another address (RFC 3986 5.2.4).
              fc.pre(!Object.values(call.path).some((value) => isDotSegment(String(value))));
              const answer = await send(method, path, operation, call);
              expect(Object.keys(operation.responses), answer.where).toContain(String(answer.status));
              expect(answer.status, answer.where).not.toBe(500);
              // A value the document allows is never refused as bad input (a 400 may still say a login code is wrong).
              // The service may take more than the document allows (it drops control characters from a search).
              if (!broken)
                expect([badInput.en, badJson.en], `${answer.where} → ${JSON.stringify(answer.body)}`).not.toContain(
                  answer.body?.message?.en,
                );
              if (answer.status >= 400) expect(v.safeParse(failure, answer.body).issues, answer.where).toBeUndefined();
              else if (answer.status === 200 && success) expect(v.safeParse(success, answer.body).issues, answer.where).toBeUndefined();
            }),
            // No shrinking: each step is a request, and large bodies shrink for minutes; the first failing call is
            // printed.
            { numRuns: 20, endOnFailure: true, ...(process.env.CONTRACT_SEED ? { seed: Number(process.env.CONTRACT_SEED) } : {}) },
          );
        }
      },
    );
  }
});
