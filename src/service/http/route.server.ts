import type * as v from 'valibot';
import type { IncomingMessage } from 'node:http';
import type { Bilingual } from '~/shared/i18n/bilingual.ts';
import type { StaffArea } from '~/shared/staff/roles.ts';
import type { Locale } from './errors.server.ts';

// One call of the contract as a route file declares it, and what its handler receives and returns; the router
// (router.server.ts) and its parts read these.

/** What a JSON handler returns: the data, optionally a success message and a status. */
export interface ApiResult {
  data: unknown;
  message?: Bilingual;
  status?: number;
  /** Extra response headers (Set-Cookie). */
  headers?: Record<string, string>;
  /** Sends `data` as the whole body, outside the envelope (the contract's own document). */
  bare?: boolean;
}

/** A non-JSON answer (a picture). */
export interface RawResult {
  raw: { status: number; headers: Record<string, string>; body: Buffer | null };
}

/** What a handler sees of the request. */
export interface RouteContext {
  url: URL;
  headers: IncomingMessage['headers'];
  locale: Locale;
  /** The visitor's address (from X-Forwarded-For only with TRUST_PROXY). */
  clientAddress: string;
  /** Whether the visitor came over HTTPS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
  secure: boolean;
  /** A `rawBody` route's body, read when the handler asks (after its own checks, e.g. the caller's role): 415 or 413 when refused. */
  readRaw?: () => Promise<RawBody>;
}

/** A raw request body as a `rawBody` route receives it. */
export interface RawBody {
  /** The content type sent, lower case, without parameters (one of the route's `types`). */
  type: string;
  bytes: Buffer;
}

/** A route that takes a raw body (a photograph, a file) instead of JSON: the types it takes and its own size limit. */
export interface RawBodyOption {
  types: readonly string[];
  maxBytes: number;
  /** What the body is, for the contract's document. */
  description: string;
}

// A schema of any input and output: each route's own are checked where it is declared (defineRoute).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = v.GenericSchema<any, any>;
type Output<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * One call of the contract, declared once: its inputs as valibot schemas (the router checks them before the
 * handler runs, and /openapi.json is generated from them), the data of its success and the failures it may answer.
 */
// A route as the router keeps it, its input types erased (`any`): defineRoute typed its handler.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Route<P extends Schema | undefined = any, Q extends Schema | undefined = any, B extends Schema | undefined = any> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  /** The path parameters, an object schema with one entry per `{name}`. */
  params?: P;
  /** The query, an object schema of optional entries. */
  query?: Q;
  /** The JSON body (at most 64 KB). */
  body?: B;
  /** Takes a raw body of these types, up to its own limit, instead of JSON (read with `context.readRaw()`). */
  rawBody?: RawBodyOption;
  /** Headers the call reads, as OpenAPI parameters (their checks stay in the handler). */
  headerParameters?: { name: string; description: string; schema: object }[];
  /** The success answer: the schema of the envelope's `data`, or a non-JSON answer (a picture). */
  answer: Schema | { raw: { description: string; contentType: string } };
  /** The failures this call answers beyond what the router answers for every call (its input, method, size, origin). */
  failures?: readonly FailureStatus[];
  handle(context: RouteContext & { params: Output<P>; query: Output<Q>; body: Output<B> }): Promise<ApiResult | RawResult>;
  /** Returns a version tag; the answer is reused while the tag stays the same. */
  cacheVersion?: () => Promise<string>;
  /**
   * The cached answer's key, from the checked inputs, when addresses that differ give the same answer (a search
   * typed with other spaces); by default the address itself.
   */
  cacheKey?: (params: Output<P>) => string;
  /** A signed-in visitor's own data: never cached anywhere (no ETag, no-store). */
  personal?: boolean;
  /**
   * A staff call, for the roles that may use this area (`any`: every staff role). Only those see it at all: the
   * router asks who calls before it looks at the method or the inputs (see `StaffGate` in dispatch).
   */
  staff?: StaffArea | 'any';
}

/** The failure statuses a call may declare. */
export type FailureStatus = 401 | 404 | 409 | 429;

/** Declares a route with its handler's inputs typed by its schemas. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(route: Route<P, Q, B>): Route {
  return route as Route;
}
