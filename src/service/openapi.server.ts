import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { wireOf } from '~/shared/fields/wire.ts';
import { answerSchemas } from '~/shared/contract/answers.ts';
import type { Route } from '~/service/http/route.server.ts';

/**
 * The service contract as an OpenAPI 3.1 document, generated from the routes' own declarations: the valibot
 * schemas the router checks inputs with, the schemas of their answers, and the failures each may give.
 */

type Schema = v.GenericSchema<unknown, unknown>;

/** What every call may answer besides its own failures: the router's and the server's answers. */
const COMMON_FAILURES: Record<string, string> = {
  '405': 'The path does not take this method (the Allow header lists those it takes).',
  '413': 'The request is larger than 64 KB.',
  '500': 'The service failed; nothing was changed.',
};

const FAILURE_TEXTS: Record<string, string> = {
  '400': 'The input does not match the schemas: the detail lines name each problem in the visitor’s language.',
  '401': 'Not signed in (the session cookie is missing, unknown or expired); the answer clears the cookie.',
  '403': 'A request from another site (its Origin is not this site’s).',
  '404': 'Not found.',
  '409': 'The order cannot be placed as it is: the detail lines name the products.',
  '415': 'The body is not sent as application/json (or, for a call that takes a file, not as one of the types it takes).',
  '429': 'Too many tries: wait (Retry-After) before trying again.',
};

/** Keeps a JSON Schema taken whole from a `wire` declaration, so the pipe's later actions leave it as declared. */
const DECLARED = Symbol('declared');
const declaredAs = (schema: object) => ({ ...schema, [DECLARED]: schema }) as JsonSchema;

function conversion(shopKey: string): ConversionConfig {
  return {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    definitions: answerSchemas,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    // A check that transforms what it reads declares what the wire takes (shared/fields/wire.ts); the shop key
    // is the one this server answers to.
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const kept = (jsonSchema as { [DECLARED]?: object })[DECLARED];
      if (kept) return declaredAs(kept);
      const declared = wireOf({ pipe: [valibotAction] });
      if (declared) return declaredAs(declared);
      const metadata = valibotAction as { type: string; metadata?: { shopKey?: boolean } };
      if (metadata.type === 'metadata' && metadata.metadata?.shopKey) {
        const { shopKey: _, ...described } = jsonSchema as JsonSchema & { shopKey?: boolean };
        return declaredAs({ ...described, type: 'string', enum: [shopKey] });
      }
      return undefined;
    },
  };
}

/** A schema as the document writes it: without the `$schema` and `$defs` the converter adds. */
function converted(schema: Schema, config: ConversionConfig): JsonSchema {
  const { $schema: _, $defs: __, ...rest } = toJsonSchema(schema, config) as JsonSchema & { $defs?: unknown };
  return rest;
}

/** The entries of an object schema (path parameters, query), unwrapping `optional`. */
function entriesOf(schema: Schema | undefined): [string, Schema, boolean][] {
  const entries = (schema as { entries?: Record<string, Schema> } | undefined)?.entries ?? {};
  return Object.entries(entries).map(([name, entry]) => {
    const optional = (entry as { type: string }).type === 'optional';
    return [name, optional ? (entry as unknown as { wrapped: Schema }).wrapped : entry, !optional];
  });
}

function parameters(route: Route, config: ConversionConfig) {
  const declared = (where: 'path' | 'query', schema: Schema | undefined) =>
    entriesOf(schema).map(([name, entry, required]) => {
      const { description, ...json } = converted(entry, config) as JsonSchema & { description?: string };
      return { name, in: where, required: where === 'path' || required, ...(description ? { description } : {}), schema: json };
    });
  const headers = (route.headerParameters ?? []).map(({ name, description, schema }) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema,
  }));
  return [...declared('path', route.params), ...declared('query', route.query), ...headers];
}

function responses(route: Route, config: ConversionConfig) {
  const failure = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  });
  const answer =
    'raw' in route.answer
      ? {
          description: route.answer.raw.description,
          content: { [route.answer.raw.contentType]: { schema: { type: 'string', contentMediaType: route.answer.raw.contentType } } },
        }
      : {
          description: 'Success: the data, and a message in both languages when there is one to show.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['data'],
                properties: { data: converted(route.answer as Schema, config), message: { $ref: '#/components/schemas/Bilingual' } },
              },
            },
          },
        };
  const statuses = new Set<string>(route.failures?.map(String));
  if (route.params || route.query || route.body) statuses.add('400');
  if (route.method !== 'GET') statuses.add('403');
  if (route.body || route.rawBody) statuses.add('415');
  const notModified = route.method === 'GET' &&
    !route.personal && { '304': { description: 'Not modified: the If-None-Match header named the current ETag.' } };
  return {
    '200': answer,
    ...notModified,
    ...Object.fromEntries([...statuses].sort().map((status) => [status, failure(FAILURE_TEXTS[status]!)])),
    ...Object.fromEntries(Object.entries(COMMON_FAILURES).map(([status, text]) => [status, failure(text)])),
  };
}

/** A call that takes a file: its types, each as a string of that media type, and its own size limit (the 413 it answers above it). */
function rawRequestBody(option: NonNullable<Route['rawBody']>) {
  const megabytes = Math.round(option.maxBytes / 1024 / 1024);
  return {
    required: true,
    description: `${option.description} At most ${megabytes} MB (a larger body is refused with 413).`,
    content: Object.fromEntries(option.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

/** An operation id from the method and path: `getV1ProductSearchTerm`. */
function operationId(route: Route): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** The OpenAPI document of `routes` (served at /openapi.json), for the shop key the server answers to. */
export function openApiDocument(routes: readonly Route[], shopKey: string) {
  const config = conversion(shopKey);
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const declared = parameters(route, config);
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: operationId(route),
      summary: route.summary,
      ...(declared.length ? { parameters: declared } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: converted(route.body, config) } } } }
        : {}),
      ...(route.rawBody ? { requestBody: rawRequestBody(route.rawBody) } : {}),
      responses: responses(route, config),
    };
  }
  const { definitions: _, ...defsConfig } = config;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront service',
      version: '1.0.0',
      description:
        'Catalogue, stock, login, profile and media service of the bilingual storefront. Every answer is JSON: {data, message?} on success, {message: {fa, en}, additionalInfo: [...]} on failure. Writing calls from another site (an Origin that is not this one) are refused with 403.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This shop' }],
    security: [],
    paths,
    components: { schemas: usedSchemas(paths, toJsonSchemaDefs(answerSchemas, defsConfig) as Record<string, unknown>) },
  };
}

/** The shared schemas the paths refer to, directly or through one another (a document of some calls names only theirs). */
function usedSchemas(paths: object, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!used.has(name!) && name! in schemas) {
        used.add(name!);
        visit(schemas[name!]);
      }
    }
  };
  visit(paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
