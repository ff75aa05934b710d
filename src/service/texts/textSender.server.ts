import type { Locale } from '~/shared/i18n/locale.ts';
import type { TextValues } from '~/shared/orders/customerTexts.ts';
import { getStore } from '~/service/db/database.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { smsSender } from '~/service/login/sms.server.ts';
import { SmsRefused, SmsUnreachable } from '~/service/login/smsProviders.server.ts';
import { log, messageOf } from '~/service/observe/log.server.ts';
import { textWords } from './customerTexts.server.ts';

/** Texts taken from the outbox at a time, and sent side by side. */
const BATCH = 20;

/** A provider out of reach is tried again after these waits (by the try that failed); then the text is failed. */
const UNREACHABLE_DELAYS = [5_000, 30_000, 120_000, 600_000];

/**
 * Sends the waiting texts, each claimed first by a guarded update so exactly one process sends it. An unreachable
 * provider is tried again later; a refusal or time-out is not (it may have gone): kept for staff to resend.
 */
export async function sendWaitingTexts(db: Db, now = Date.now): Promise<number> {
  let sent = 0;
  for (;;) {
    const waiting = await db
      .selectFrom('customerTexts')
      .select(['id', 'kind', 'phone', 'locale', 'payload', 'tries'])
      .where('state', '=', 'waiting')
      .where('nextAt', '<=', now())
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (waiting.length === 0) return sent;
    const outcomes = await Promise.all(waiting.map((text) => sendOne(db, text, now)));
    sent += outcomes.filter(Boolean).length;
  }
}

async function sendOne(
  db: Db,
  text: { id: number; kind: Parameters<typeof textWords>[0]; phone: string; locale: string; payload: string; tries: number },
  now: () => number,
): Promise<boolean> {
  const claimed = await db
    .updateTable('customerTexts')
    .set((eb) => ({ state: 'sending', tries: eb('tries', '+', 1) }))
    .where('id', '=', text.id)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const values = JSON.parse(text.payload) as TextValues;
  const locale: Locale = text.locale === 'fa' ? 'fa' : 'en';
  try {
    const sender = await smsSender();
    await sender.send({
      to: text.phone,
      text: textWords(text.kind, locale, values),
      code: '',
      customer: { kind: text.kind, values, english: locale === 'en' },
    });
    await db.updateTable('customerTexts').set({ state: 'sent', sentAt: now(), error: null }).where('id', '=', text.id).execute();
    return true;
  } catch (error) {
    const delay = error instanceof SmsUnreachable ? UNREACHABLE_DELAYS[text.tries] : undefined;
    const state = delay !== undefined ? 'waiting' : error instanceof SmsRefused ? 'refused' : 'failed';
    await db
      .updateTable('customerTexts')
      .set({ state, error: messageOf(error).slice(0, 300), ...(delay !== undefined ? { nextAt: now() + delay } : {}) })
      .where('id', '=', text.id)
      .execute();
    log.warn({ event: 'customer text not sent', textId: text.id, kind: text.kind, state, err: error }, 'a text to a customer was not sent');
    return false;
  }
}

let running: Promise<unknown> | null = null;
let again = false;

/** Sends what waits now (a step just written); one run at a time per process, and one more if asked meanwhile. */
export function wakeTextSender(): void {
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await sendWaitingTexts((await getStore()).db);
      } while (again);
    } catch (error) {
      log.error({ event: 'customer texts failed', err: error }, 'the texts to customers could not be sent');
    } finally {
      running = null;
    }
  })();
}

let serving = false;

/**
 * Answers what `committed` gives, having woken this process's sender: for transactions that may have written texts
 * (a restock). A command (an import) leaves its texts to the servers', so none is left half-sent when it exits.
 */
export async function thenSendTexts<T>(committed: Promise<T>): Promise<T> {
  const value = await committed;
  if (serving) wakeTextSender();
  return value;
}

/**
 * In each server process: looks for waiting texts every second (another process's, one left by a crash) and sends
 * them. Answers the function that stops it.
 */
export function startTextSender(everyMs = 1000): () => void {
  serving = true;
  wakeTextSender();
  const timer = setInterval(wakeTextSender, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
