import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';

// The shop's log (docs/operations.md#logs): one JSON line per request and per event, through pino. Shared by
// every copy of this module in a process (the server's own and the one bundled with the pages).
const SHARED = Symbol.for('storefront.log');

/** Keys whose values never reach the log, whatever is logged by mistake: a customer's phone, code or address. */
const HIDDEN = ['phoneNumber', 'code', 'address', 'customer', 'text', 'mobile'];

/**
 * An error as logged: its kind, message, code and stack, never its other fields (a database error's `detail`
 * may hold the values of a row: a phone number).
 */
function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { type: error.name, message: error.message, code: (error as { code?: unknown }).code, stack: error.stack };
}

/** What every form of the log does: hide those keys, and log errors by `errorFields`. */
const GUARDED = { redact: { paths: HIDDEN, censor: '[hidden]' }, serializers: { err: errorFields } };

/** How the log is written: `LOG_FORMAT` (`json` or `pretty`), else pretty on a terminal and JSON elsewhere. */
export function logSettings(env: Record<string, string | undefined> = process.env, terminal = Boolean(process.stdout.isTTY)) {
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const level = levels.includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL! : 'info';
  const format = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : terminal ? 'pretty' : 'json';
  return { level, format };
}

/** A request line's fields: on a terminal, said in its message rather than listed. */
const REQUEST_FIELDS = 'requestId,method,route,group,status,ms,bytes';

/** A line's message on a terminal: `GET /fa/ 200 in 7.3 ms, 5.1 KB` for a request, else the message and the call it is about. */
function readable(line: Record<string, unknown>, messageKey: string): string {
  const message = String(line[messageKey] ?? '');
  const call = line.method ? `${String(line.method)} ${String(line.route)}` : '';
  if (message !== 'request') return call ? `${message} (${call})` : message;
  return `${call} ${String(line.status)} in ${String(line.ms)} ms, ${(Number(line.bytes) / 1024).toFixed(1)} KB`;
}

/** The log's JSON lines written to `destination` (a file descriptor or path): standard output unless a benchmark asks. */
export function jsonLog(level: string, destination: number | string = 1): Logger {
  const options = {
    level,
    base: { pid: process.pid, worker: cluster.worker?.id ?? 0 },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...GUARDED,
  };
  // Written as the event loop allows, lines coalesced while a write is under way; flushed when the process exits.
  return pino(options, pino.destination({ dest: destination, sync: false }));
}

function createLog(): Logger {
  const { level, format } = logSettings();
  if (format === 'pretty') {
    // Loaded only when asked for: production logs JSON and never reads it.
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => NodeJS.WritableStream;
    const stream = pretty({ translateTime: 'SYS:HH:MM:ss', ignore: REQUEST_FIELDS, messageFormat: readable, sync: true });
    return pino({ level, base: null, ...GUARDED }, stream);
  }
  return jsonLog(level);
}

/** The process's log. */
export const log: Logger = ((globalThis as Record<symbol, Logger | undefined>)[SHARED] ??= createLog());

/** A phone number as logs show it: its first four digits (the operator), never the subscriber's. */
export const maskedPhone = (to: string) => `${to.slice(0, 4)}…`;

/** An error's message, for a log line that says what failed without a stack. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
