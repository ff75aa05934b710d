import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serviceConfig } from '~/service/config.server.ts';
import { log } from '~/service/observe/log.server.ts';
import type { SmsSender } from './smsMessage.ts';
import { kavenegarSender, smsIrSender, SmsUnreachable } from './smsProviders.server.ts';

/**
 * Development sender: one JSON line per message in DATA_DIR/sms-outbox.jsonl (texts to customers in
 * DATA_DIR/texts-outbox.jsonl), and the server log.
 */
export function outboxSender(dataDir: string): SmsSender {
  const file = join(dataDir, 'sms-outbox.jsonl');
  const texts = join(dataDir, 'texts-outbox.jsonl');
  return {
    async send({ to, text, code, customer }) {
      // Written at once (not after an await), so the message is in the file when the call answers. Texts to customers
      // go to a file of their own, so that the codes stay the login's.
      const line = JSON.stringify({ to, text, code, ...(customer ? { kind: customer.kind } : {}), at: new Date().toISOString() });
      appendFileSync(customer ? texts : file, `${line}\n`);
      // The development outbox alone shows the number and the code: it stands in for the phone.
      log.info({ event: 'sms outbox' }, `SMS to ${to}: ${text}`);
    },
  };
}

/** A gateway that takes `POST {to, text}` as JSON with a bearer token (most SMS providers, or a small adapter). */
export function httpGatewaySender(url: string, token: string): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => {
        // No connection at all (not a time-out, after which the gateway may have sent): safe to try again later.
        throw error.name === 'TimeoutError' ? error : new SmsUnreachable('could not reach the SMS gateway', { cause: error });
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

let configured: Promise<SmsSender> | undefined;

/**
 * The sender chosen by SMS_SENDER: `outbox`, `http`, `kavenegar`, `smsir`, or the path of a module whose default
 * export is an SmsSender.
 */
export function smsSender(): Promise<SmsSender> {
  configured ??= (async () => {
    const config = serviceConfig();
    if (config.smsSender === 'outbox') return outboxSender(config.dataDir);
    if (config.smsSender === 'http') {
      if (!config.smsGatewayUrl) throw new Error('SMS_SENDER=http needs SMS_GATEWAY_URL');
      return httpGatewaySender(config.smsGatewayUrl, config.smsGatewayToken);
    }
    if (config.smsSender === 'kavenegar') {
      if (!config.kavenegar.apiKey || !config.kavenegar.loginTemplate)
        throw new Error('SMS_SENDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
      return kavenegarSender(config.kavenegar);
    }
    if (config.smsSender === 'smsir') {
      if (!config.smsIr.apiKey || !/^\d+$/.test(config.smsIr.loginTemplate))
        throw new Error('SMS_SENDER=smsir needs SMSIR_API_KEY and SMSIR_TEMPLATE_ID (a number)');
      return smsIrSender(config.smsIr);
    }
    const module = (await import(/* @vite-ignore */ pathToFileURL(config.smsSender).href)) as { default: SmsSender };
    return module.default;
  })();
  return configured;
}
