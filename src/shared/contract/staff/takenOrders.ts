// What the calls of orders staff take by phone or chat take and answer (docs/staff.md#orders-staff-take), and the
// types the new-order form reads from the answers.
import * as v from 'valibot';
import { bilingual } from '~/shared/contract/answers.ts';
import { amount, int, text } from '~/shared/contract/scalars.ts';
import { note, staffOrder } from '~/shared/contract/staff/orders.ts';
import { STAFF_CHANNELS } from '~/shared/fields/channels.ts';
import { CUSTOMER_FIELDS, NOTE_MAX, TAKEN_LINES_MAX, type CustomerField } from '~/shared/fields/staffVocabulary.ts';
import { PAYMENT_WAYS } from '~/shared/fields/vocabulary.ts';
import { MAX_ID, recordId, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { addressFields, phoneNumber } from '~/shared/forms/rules.ts';
import { LOCALES } from '~/shared/i18n/locale.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

const sku = v.pipe(v.string(), wire({ type: 'string', pattern: '^[\\w-]{1,64}$' }), v.regex(/^[\w-]{1,64}$/));

/** Text as a draft keeps it: anything typed so far, control characters dropped. */
const typed = (max: number) => v.pipe(v.string(), wire({ type: 'string', maxLength: max }), v.maxLength(max), v.transform(withoutControls));

// What the calls take

/** The product finder's search. */
export const finderQuery = v.object({
  q: v.pipe(
    text,
    v.maxLength(200),
    v.transform((q) => withoutControls(q).trim()),
  ),
});

export const customerQuery = v.object({ mobile: phoneNumber });

/** An order taken and sent as a quote: checked as the shop's own order form is, with the prices agreed. */
export const takenOrder = v.object({
  channel: v.pipe(v.picklist(STAFF_CHANNELS), v.description('How the customer ordered.')),
  locale: v.pipe(v.picklist(LOCALES), v.description('The language of the customer’s texts and order page.')),
  customer: addressFields,
  lines: v.pipe(
    v.array(
      v.object({
        sku,
        packageId: recordId,
        count: v.pipe(int, v.minValue(1), v.maxValue(MAX_PACKAGES)),
        price: v.pipe(amount, v.description('Tomans for one package.')),
      }),
    ),
    v.minLength(1),
    v.maxLength(TAKEN_LINES_MAX),
  ),
  delivery: v.pipe(amount, v.description('Tomans for the delivery; 0 for free.')),
  payment: v.picklist(PAYMENT_WAYS),
  note: v.optional(note),
  draftId: v.optional(recordId),
});

/** The form as staff left it: what a draft keeps, anything typed so far. */
const draftForm = v.object({
  channel: v.picklist(STAFF_CHANNELS),
  /** The language of the customer's texts and order page. */
  locale: v.picklist(LOCALES),
  customer: v.object(
    Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, typed(300)])) as Record<CustomerField, ReturnType<typeof typed>>,
  ),
  lines: v.pipe(
    v.array(v.object({ sku, packageId: recordId, count: v.pipe(int, v.minValue(1), v.maxValue(MAX_PACKAGES)), price: typed(30) })),
    v.maxLength(TAKEN_LINES_MAX),
  ),
  delivery: typed(30),
  payment: v.union([v.picklist(PAYMENT_WAYS), v.literal('')]),
  note: typed(NOTE_MAX),
});
export type NewOrderForm = v.InferOutput<typeof draftForm>;

export const draftSave = v.object({ id: v.optional(recordId), form: draftForm });

export const draftId = v.object({ id: wholeNumberParam(1, MAX_ID, 'The draft’s number.') });

// What they answer

/** A package type a size is sold in, with staff's price to quote for one (tomans; null: none set). */
const orderablePackage = v.object({
  id: int,
  en: text,
  fa: text,
  pieces: int,
  price: v.pipe(v.nullable(int), v.description('Tomans to quote for one.')),
});
export type OrderablePackage = v.InferOutput<typeof orderablePackage>;

/** A published size as the new-order form shows and adds it; its packages the default first. */
const orderableSize = v.object({
  sku: text,
  nameEn: text,
  nameFa: text,
  size: bilingual,
  picture: v.nullable(text),
  quantity: v.pipe(int, v.description('Packages in stock now.')),
  packages: v.array(orderablePackage),
});
export type OrderableSize = v.InferOutput<typeof orderableSize>;

/** A family the product finder found: its name and picture, and its published sizes. */
export const orderableFamily = v.object({
  parentSku: text,
  nameEn: text,
  nameFa: text,
  picture: v.nullable(text),
  sizes: v.array(orderableSize),
});
export type OrderableFamily = v.InferOutput<typeof orderableFamily>;

/** A customer an earlier order or an account knows, as the form fills them in; `locale`: their latest order's. */
const knownCustomer = v.object({
  customer: v.object(Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, text])) as Record<CustomerField, typeof text>),
  locale: v.nullable(v.picklist(LOCALES)),
  orders: int,
  lastOrderAt: v.nullable(text),
  account: v.nullable(text),
});
export type KnownCustomer = v.InferOutput<typeof knownCustomer>;
export const knownAnswer = v.nullable(knownCustomer);

/** A kept draft as the new-order page lists it. */
export const orderDraft = v.object({ id: int, form: draftForm, takenBy: text, updatedAt: text });
export type OrderDraft = v.InferOutput<typeof orderDraft>;

/** The order taken, and its page's address to paste into the chat. */
export const takenAnswer = v.object({
  order: staffOrder,
  link: v.pipe(text, v.description('The order’s own page, as the customer’s text gives it: to paste into the chat too.')),
});
