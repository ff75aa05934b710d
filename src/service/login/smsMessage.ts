import type { TextValues } from '~/shared/orders/customerTexts.ts';
import type { TextKind } from '~/shared/fields/staffVocabulary.ts';

/** One text message. `code` is given so the development outbox can show it; gateways send only `text`. */
export interface SmsMessage {
  to: string;
  text: string;
  code: string;
  /** A new order's parts, for providers that send approved templates instead of free text (smsProviders.server.ts). */
  /** An order's alert to staff: its number (as staff read it), who, where, and the number to call. */
  order?: { number: number; name: string; city: string; phone: string };
  /** A size running low, told to staff: its SKU and the packages left. */
  stock?: { sku: string; left: number };
  /** A text to a customer about their order: its step and the values its template takes. */
  customer?: { kind: TextKind; values: TextValues; english: boolean };
}

/** Sends text messages. `send` must not throw for a delivery problem it can report later. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
