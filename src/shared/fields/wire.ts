import * as v from 'valibot';

/**
 * The document (/openapi.json) comes from the schemas the service checks. A transforming check has no JSON Schema
 * form, so it states beside itself what a client may send (`wire`): every such value passes.
 */
export type WireSchema = Record<string, unknown>;

/** Marks a schema with what a client may send; put it before the schema's first transformation. */
export const wire = <TInput = string>(schema: WireSchema) => v.metadata<TInput, { wire: WireSchema }>({ wire: schema });

/** The `wire` schema a valibot schema (or the first schema of its pipe) declares, if any. */
export function wireOf(schema: unknown): WireSchema | undefined {
  const pipe = (schema as { pipe?: unknown[] }).pipe;
  if (!Array.isArray(pipe)) return undefined;
  for (const item of pipe) {
    const metadata = item as { kind?: string; type?: string; metadata?: { wire?: WireSchema } };
    if (metadata.type === 'metadata' && metadata.metadata?.wire) return metadata.metadata.wire;
  }
  return pipe[0] !== schema ? wireOf(pipe[0]) : undefined;
}

/**
 * Characters no typed text may hold on the wire: controls and bidi overrides (see shared/text/controlCharacters.ts).
 */
export const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';

/** A digit in any script a phone keyboard types: Latin, Persian or Arabic-Indic. */
export const ANY_DIGIT = '[0-9۰-۹٠-٩]';

/** Text with at least one visible character and none of `excluded` or the control characters. */
export const textPattern = (excluded = '') => `^[^${excluded}${CONTROLS}]*[^${excluded}\\s${CONTROLS}][^${excluded}${CONTROLS}]*$`;

/** The largest id a record can have: the databases keep ids as 32-bit integers (PostgreSQL refuses a larger one). */
export const MAX_ID = 2_147_483_647;

/** A record's id in a request: a whole number from 1 to MAX_ID. */
export const recordId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** A whole number from a path segment or a query value, between `min` and `max`. */
export const wholeNumberParam = (min: number, max: number, description: string) =>
  v.pipe(
    v.string(),
    wire({ type: 'integer', minimum: min, maximum: max, description }),
    v.regex(/^\d{1,10}$/),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );
