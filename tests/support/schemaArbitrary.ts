import fc from 'fast-check';

/** A JSON Schema as the contract's document writes them (the subset it uses). */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Lists stay short: what matters is their items, and long ones only repeat them. */
const MOST_ITEMS = 4;

const codePoints = (text: string) => [...text].length;

/**
 * Values a client built from the document could send for `schema`: every one satisfies it (the service must take
 * them). `$ref`s resolve against `components`.
 */
export function valuesOf(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  if (schema.$ref) return fc.constant(null).chain(() => valuesOf(components[schema.$ref!.split('/').pop()!]!, components));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valuesOf(alternative, components)));
  switch (schema.type) {
    case 'string': {
      const { minLength = 0, maxLength = 200 } = schema;
      const text = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string({ unit: 'grapheme', minLength, maxLength });
      return text.filter((value) => codePoints(value) >= minLength && codePoints(value) <= maxLength);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valuesOf(schema.items ?? {}, components), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MOST_ITEMS, MOST_ITEMS)),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valuesOf(property, components)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue();
  }
}

/** Text a visitor or an attacker might put anywhere: control and bidi characters, NUL, markup, very long runs, other scripts. */
export const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\u001b[2J',
    'Ali\u202egnp.exe',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%',
    '%E0%A4%A',
    ' ',
    '\r\n',
    'x'.repeat(5000),
    '۱۲۳',
    '-1',
    '1e3',
    '0',
    '1.5',
  ),
);

/**
 * Values that break `schema` in one place: a wrong type, a value out of range, text the pattern refuses, a
 * required property left out or one of them broken. Each should be refused with a 4xx, never a 500.
 */
export function brokenValuesOf(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  if (schema.$ref) return brokenValuesOf(components[schema.$ref.split('/').pop()!]!, components);
  const wrongType = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.constant({}),
    fc.constant([]),
  );
  switch (schema.type) {
    case 'object': {
      const names = Object.keys(schema.properties ?? {});
      if (names.length === 0) return wrongType;
      const whole = valuesOf(schema, components) as fc.Arbitrary<Record<string, unknown>>;
      return fc.oneof(
        wrongType.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
        fc
          .tuple(whole, fc.constantFrom(...names))
          .map(([value, name]) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))),
        fc
          .tuple(whole, fc.constantFrom(...names))
          .chain(([value, name]) => brokenValuesOf(schema.properties![name]!, components).map((broken) => ({ ...value, [name]: broken }))),
      );
    }
    case 'array':
      return fc.oneof(
        wrongType.filter((value) => !Array.isArray(value)),
        fc.array(brokenValuesOf(schema.items ?? {}, components), { minLength: 1, maxLength: 3 }),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.constantFrom('1', null, true, 1.5, Number.MAX_SAFE_INTEGER * 4),
        ...(schema.minimum !== undefined ? [fc.integer({ min: -1e6, max: schema.minimum - 1 })] : []),
        ...(schema.maximum !== undefined ? [fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1e6 })] : []),
      );
    case 'string':
      return fc.oneof(
        fc.constantFrom(1, null, true, ['x']),
        // A text breaks only a schema that constrains texts (a raw body's `{type: string}` takes any), and a length
        // limit only when the longest hostile text (5,000 characters) passes it: otherwise the filter never ends.
        ...(schema.enum || schema.pattern || schema.minLength || (schema.maxLength !== undefined && schema.maxLength < 5000)
          ? [hostileText.filter((text) => !fitsString(schema, text))]
          : []),
        // One text just too long, and one too short: hostile texts rarely miss a length by themselves.
        ...(schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : []),
        ...(schema.minLength ? [fc.constant('x'.repeat(schema.minLength - 1))] : []),
      );
    default:
      return wrongType;
  }
}

/** Whether a path segment or query value, as text, is one the parameter's schema allows. */
export function allowsText(schema: JsonSchema, text: string): boolean {
  if (schema.type === 'integer') {
    if (!/^-?\d+$/.test(text)) return false;
    const value = Number(text);
    return (schema.minimum === undefined || value >= schema.minimum) && (schema.maximum === undefined || value <= schema.maximum);
  }
  return fitsString(schema, text);
}

function fitsString(schema: JsonSchema, text: string): boolean {
  const length = codePoints(text);
  if (schema.enum && !schema.enum.includes(text)) return false;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern).test(text);
}
