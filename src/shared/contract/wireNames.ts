// The inherited contract names a few fields unlike the rest: the answers' schemas (answers.ts) keep the wire's
// names, the code reads plain ones, and these convert between them (docs/service.md#the-wire-names).

/** Each wire name and the plain name the code reads it by. */
export const PLAIN_NAMES: Record<string, string> = { stock_status: 'stockStatus', childs: 'children', mediaInfos: 'media' };

type PlainKey<K> = K extends 'stock_status' ? 'stockStatus' : K extends 'childs' ? 'children' : K extends 'mediaInfos' ? 'media' : K;

/** A wire shape with its wire names made plain, however deep. */
export type Plain<T> = T extends readonly (infer U)[] ? Plain<U>[] : T extends object ? { [K in keyof T as PlainKey<K>]: Plain<T[K]> } : T;

/** A plain shape as the wire sends it: its stock status by the wire's name. */
export type WireStock<T extends { stockStatus: unknown }> = Omit<T, 'stockStatus'> & { stock_status: T['stockStatus'] };

/** A list's product as the code reads it, from the wire's (the order list kept without script). */
export const plainStock = <T extends { stock_status: unknown }>({
  stock_status,
  ...rest
}: T): Omit<T, 'stock_status'> & { stockStatus: T['stock_status'] } => ({
  ...rest,
  stockStatus: stock_status,
});

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: SchemaNode[];
  getter?: (input: unknown) => SchemaNode;
}

/** Whether a schema holds a wire name anywhere; an answer without one is sent as it is. */
export function holdsWireNames(schema: unknown, seen = new Set<unknown>()): boolean {
  const node = schema as SchemaNode;
  if (!node || seen.has(node)) return false;
  seen.add(node);
  if (node.type === 'lazy') return holdsWireNames(node.getter?.(undefined), seen);
  const children = [...Object.values(node.entries ?? {}), node.item, node.wrapped, ...(node.options ?? [])];
  return (
    Object.keys(node.entries ?? {}).some((key) => Object.hasOwn(PLAIN_NAMES, key)) || children.some((child) => holdsWireNames(child, seen))
  );
}

/**
 * `value` with its keys renamed as `schema`'s objects name them: `toWire` from the code's plain names to the
 * wire's, else from the wire's to plain. Keys the schema does not name are kept as they are.
 */
export function renamed(schema: unknown, value: unknown, toWire: boolean): unknown {
  const node = schema as SchemaNode;
  if (value === null || value === undefined || typeof value !== 'object' || !node) return value;
  if (node.type === 'lazy') return renamed(node.getter?.(value), value, toWire);
  if (node.wrapped) return renamed(node.wrapped, value, toWire);
  if (node.type === 'array' && Array.isArray(value)) return value.map((item) => renamed(node.item, item, toWire));
  if (node.type !== 'object' || !node.entries) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [wire, entry] of Object.entries(node.entries)) {
    const plain = Object.hasOwn(PLAIN_NAMES, wire) ? PLAIN_NAMES[wire]! : wire;
    const [from, to] = toWire ? [plain, wire] : [wire, plain];
    if (!(from in out)) continue;
    const field = out[from];
    delete out[from];
    out[to] = renamed(entry, field, toWire);
  }
  return out;
}
