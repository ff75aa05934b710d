// Iran's SMS providers (docs/operations.md#sms-in-iran): an operator there delivers a code only through a
// template the provider approved, so these send the template's name and its values, never free text.
import { maskedPhone } from '~/service/observe/log.server.ts';
import type { TextValues } from '~/shared/orders/customerTexts.ts';
import type { SmsMessage, SmsSender } from './smsMessage.ts';
import type { TextKind } from '~/shared/fields/staffVocabulary.ts';

/**
 * A provider's answer that it will not send (wrong key, refused number, unknown template): trying again does not
 * help.
 */
export class SmsRefused extends Error {}

/** No connection to the provider before any answer: it sent nothing, so the text may be tried again later. */
export class SmsUnreachable extends Error {}

/** What a template sender needs: where the provider answers, its key, and the approved templates. */
export interface TemplateSettings {
  /** The provider's address (its public one unless a test or a relay stands in). */
  baseUrl: string;
  apiKey: string;
  /** The login code's template (Kavenegar: its name; SMS.ir: its id). */
  loginTemplate: string;
  /** The new-order alert's template; unset, staff alerts cannot go through this provider. */
  orderTemplate: string;
  /** The low-stock alert's template (staff); unset, that alert cannot go through this provider. */
  stockTemplate?: string;
  /**
   * Each step's template for texts to customers (docs/operations.md#texts-to-customers); a step without one is
   * refused.
   */
  textTemplates?: Partial<Record<TextKind | `${TextKind}_en`, string>>;
  /** How long one try may take (default 10 s). */
  timeoutMs?: number;
}

/** Tries after a failed connection (none after an answer or a time-out: the provider may have sent already). */
const RETRY_DELAYS = [1000, 3000];

/**
 * Kavenegar's `verify/lookup` (kavenegar.com/rest.html): a form POST with receptor, template and tokens;
 * `{"return":{"status":200}}` when sent. Login: `token`; order alert: number, number to call, name (`token10`), city
 * (`token20`).
 */
export function kavenegarSender(settings: TemplateSettings): SmsSender {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(settings.apiKey)}/verify/lookup.json`;
  return {
    async send(message) {
      const fields = message.customer
        ? kavenegarText(settings, message.customer, message.customer.english)
        : message.stock
          ? {
              template: required(settings.stockTemplate ?? '', 'KAVENEGAR_STOCK_TEMPLATE'),
              token: message.stock.sku,
              token2: String(message.stock.left),
            }
          : message.order
            ? {
                template: required(settings.orderTemplate, 'KAVENEGAR_ORDER_TEMPLATE'),
                token: String(message.order.number),
                token2: message.order.phone,
                token10: words(message.order.name, 6),
                token20: words(message.order.city, 9),
              }
            : { template: settings.loginTemplate, token: message.code };
      const body = new URLSearchParams({ receptor: message.to, ...fields });
      const { status, answer } = await post(
        url,
        { 'content-type': 'application/x-www-form-urlencoded' },
        body.toString(),
        settings,
        message,
      );
      const result = (answer as { return?: { status?: number; message?: string } } | null)?.return;
      if (status !== 200 || result?.status !== 200)
        throw new SmsRefused(
          `Kavenegar did not send to ${maskedPhone(message.to)}: ${result?.status ?? status} ${result?.message ?? ''}`.trim(),
        );
    },
  };
}

/**
 * SMS.ir's `send/verify` (app.sms.ir/developer): a JSON POST to /v1/send/verify with the X-API-KEY header, the
 * mobile, the template's id and its named parameters; `{"status":1}` when sent. A login code is `CODE`; an order
 * alert is `ORDER`, `NAME`, `CITY` and `PHONE`.
 */
export function smsIrSender(settings: TemplateSettings): SmsSender {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/v1/send/verify`;
  return {
    async send(message) {
      const { order, customer, stock } = message;
      const templateId = customer
        ? textTemplate(settings, customer.kind, 'SMSIR_TEMPLATE_ID_', customer.english)
        : stock
          ? required(settings.stockTemplate ?? '', 'SMSIR_STOCK_TEMPLATE_ID')
          : order
            ? required(settings.orderTemplate, 'SMSIR_ORDER_TEMPLATE_ID')
            : settings.loginTemplate;
      const parameters = customer
        ? Object.entries(customer.kind === 'back' ? { ...SMSIR_NAMES, number: 'SKU' } : SMSIR_NAMES).flatMap(([key, name]) => {
            const value = customer.values[key as keyof TextValues];
            return value === undefined ? [] : [{ name, value }];
          })
        : stock
          ? [
              { name: 'SKU', value: stock.sku },
              { name: 'LEFT', value: String(stock.left) },
            ]
          : order
            ? [
                { name: 'ORDER', value: String(order.number) },
                { name: 'NAME', value: order.name },
                { name: 'CITY', value: order.city },
                { name: 'PHONE', value: order.phone },
              ]
            : [{ name: 'CODE', value: message.code }];
      const headers = { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.apiKey };
      const body = JSON.stringify({ mobile: message.to, templateId: Number(templateId), parameters });
      const { status, answer } = await post(url, headers, body, settings, message);
      const result = answer as { status?: number; message?: string } | null;
      if (status !== 200 || result?.status !== 1)
        throw new SmsRefused(
          `SMS.ir did not send to ${maskedPhone(message.to)}: ${result?.status ?? status} ${result?.message ?? ''}`.trim(),
        );
    },
  };
}

/** Posts once, and again after a connection that failed before any answer; a time-out is not tried again. */
async function post(url: string, headers: Record<string, string>, body: string, settings: TemplateSettings, message: SmsMessage) {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000) });
      return { status: response.status, answer: (await response.json().catch(() => null)) as unknown };
    } catch (error) {
      if ((error as Error).name === 'TimeoutError')
        throw new Error(`the SMS provider did not answer in ${(settings.timeoutMs ?? 10_000) / 1000} s (to ${maskedPhone(message.to)})`, {
          cause: error,
        });
      if (attempt >= RETRY_DELAYS.length)
        throw new SmsUnreachable(`could not reach the SMS provider (to ${maskedPhone(message.to)})`, { cause: error });
      await new Promise((wait) => setTimeout(wait, RETRY_DELAYS[attempt]));
    }
  }
}

function required(value: string, setting: string): string {
  if (!value) throw new SmsRefused(`${setting} is not set: this alert cannot go through this provider`);
  return value;
}

/** At most `count` words (a Kavenegar token allows only so many spaces). */
const words = (text: string, count: number) => text.trim().split(/\s+/).slice(0, count).join(' ');

/**
 * A step's template, or a refusal naming the setting to set. An order placed in English takes the step's English
 * template (`<PREFIX><STEP>_EN`) when the shop has one approved, the step's own otherwise.
 */
function textTemplate(settings: TemplateSettings, kind: TextKind, prefix: string, english: boolean): string {
  const name = (english ? settings.textTemplates?.[`${kind}_en`] : undefined) || settings.textTemplates?.[kind];
  if (!name) throw new SmsRefused(`${prefix}${kind.toUpperCase()} is not set: the "${kind}" text cannot go through this provider`);
  return name;
}

/**
 * A customer's text through Kavenegar: `token` the order's number, `token2` its page's token, `token3` the step's
 * detail (total, tracking code), `token10` the carrier. Back in stock: SKU, request token, name and size.
 */
function kavenegarText(settings: TemplateSettings, { kind, values }: NonNullable<SmsMessage['customer']>, english: boolean) {
  const extra = values.total ?? values.code;
  return {
    template: textTemplate(settings, kind, 'KAVENEGAR_TEMPLATE_', english),
    token: values.number,
    token2: values.token,
    ...(extra ? { token3: extra } : {}),
    ...(values.carrier || values.name ? { token10: words(values.carrier || values.name || '', 6) } : {}),
  };
}

/** SMS.ir's parameter for each value of a text to a customer (back in stock: the size's SKU as `SKU`). */
const SMSIR_NAMES: Record<Exclude<keyof TextValues, 'link' | 'stop'>, string> = {
  number: 'ORDER',
  token: 'TOKEN',
  total: 'TOTAL',
  carrier: 'CARRIER',
  code: 'CODE',
  name: 'NAME',
};
