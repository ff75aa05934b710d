import { useRef, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { addressFields, fieldError, normalisePhone } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { amountOf } from '~/shared/staff/quotePrices.ts';
import { keptLines, type TakenLine } from '~/shared/staff/newOrder.ts';
import { CUSTOMER_FIELDS, type CustomerField } from '~/shared/fields/staffVocabulary.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';
import type { KnownCustomer, NewOrderForm, OrderDraft } from '~/shared/contract/staff/takenOrders.ts';

/** The form as it opens: blank, a draft, or a customer's page's number. */
export interface NewOrderStart {
  form: Omit<NewOrderForm, 'lines'>;
  lines: TakenLine[];
  draft: OrderDraft | null;
}

/** What the form shows after the quote is sent. */
export interface TakenResult {
  id: number;
  total: number;
  link: string;
}

type Errors = Partial<Record<CustomerField | 'lines' | 'prices', string>>;

/** Each customer field's error in the form's language ('' when it passes), with the checkout's own rules. */
function customerErrors(customer: NewOrderForm['customer'], locale: Locale): Errors {
  const errors: Errors = {};
  for (const field of CUSTOMER_FIELDS) {
    const error = fieldError(addressFields.entries[field], customer[field], locale, field);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A call under way (the buttons wait) and the failure of the last, shown in the form. */
function useCall() {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  async function run<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setFailure('');
    try {
      return await call();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}

/** The form checked before it is sent: each field's error, or what the service takes. */
function checkedForm(form: NewOrderStart['form'], lines: readonly TakenLine[], locale: Locale) {
  const prices = lines.map((line) => amountOf(line.price));
  const delivery = amountOf(form.delivery);
  const priced = prices.every((price) => price !== null) && delivery !== null;
  const errors: Errors = {
    ...customerErrors(form.customer, locale),
    ...(lines.length === 0 ? { lines: 'none' } : {}),
    ...(priced ? {} : { prices: 'missing' }),
  };
  if (Object.keys(errors).length > 0) return { errors, body: null };
  const body = {
    channel: form.channel,
    locale: form.locale,
    customer: form.customer,
    lines: lines.map((line, index) => ({ sku: line.size.sku, packageId: line.packageId, count: line.count, price: prices[index]! })),
    delivery: delivery!,
    payment: form.payment,
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
  };
  return { errors, body };
}

/**
 * The new-order form's state and calls: the customer found by number, lines and prices, the quote sent (with an
 * Idempotency-Key kept across a retry after a lost connection), a draft kept or removed.
 */
export function useNewOrder(locale: Locale, start: NewOrderStart, initialDrafts: OrderDraft[]) {
  const [form, setForm] = useState(start.form);
  const [lines, setLines] = useState(start.lines);
  const [draft, setDraft] = useState(start.draft);
  const [drafts, setDrafts] = useState(initialDrafts);
  const without = (id: number) => setDrafts((now) => now.filter((other) => other.id !== id));
  const [known, setKnown] = useState<KnownCustomer | null | undefined>(undefined);
  // Once staff try to send, each field says what is wrong with it as they mend it.
  const [asked, setAsked] = useState(false);
  const [findError, setFindError] = useState('');
  const { busy, failure, run } = useCall();
  const [result, setResult] = useState<TakenResult | null>(null);
  const key = useRef<string | null>(null);
  const checked = checkedForm(form, lines, locale);
  const errors: Errors = { ...(asked ? checked.errors : {}), ...(findError ? { mobile: findError } : {}) };
  const edit = (changes: Partial<NewOrderStart['form']>) => setForm((now) => ({ ...now, ...changes }));

  async function find() {
    const mobile = normalisePhone(form.customer.mobile);
    const error = fieldError(addressFields.entries.mobile, mobile, locale, 'mobile');
    setFindError(error);
    if (error) return;
    const found = await run(() =>
      apiCall<KnownCustomer | null>(`/v1/staff/orders/new/customer?mobile=${encodeURIComponent(mobile)}`, { errorToasts: false }),
    );
    if (found === undefined) return;
    setKnown(found);
    // What staff typed already stays: the earlier order fills only the empty fields.
    const filled = { ...form.customer, mobile };
    if (found) for (const field of CUSTOMER_FIELDS) if (!filled[field].trim()) filled[field] = found.customer[field];
    edit({ customer: filled, ...(found?.locale ? { locale: found.locale } : {}) });
  }

  async function send() {
    setAsked(true);
    if (!checked.body) return false;
    const body = { ...checked.body, ...(draft ? { draftId: draft.id } : {}) };
    key.current ??= crypto.randomUUID();
    const taken = await run(() =>
      apiCall<{ order: StaffOrder; link: string }>('/v1/staff/orders', {
        body,
        headers: { 'idempotency-key': key.current! },
        toasts: false,
      }).catch((error: unknown) => {
        // A lost connection keeps the key: sent again, the order the service may have stored is not made twice.
        if (!(error instanceof ApiError && error.status === 0)) key.current = null;
        throw error;
      }),
    );
    if (!taken) return false;
    key.current = null;
    if (draft) without(draft.id);
    const total = taken.order.lines.reduce((sum, line, index) => sum + line.count * (taken.order.quote?.prices[index] ?? 0), 0);
    setResult({ id: taken.order.id, total: total + (taken.order.quote?.delivery ?? 0), link: taken.link });
    return true;
  }

  async function keep() {
    const kept = await run(() =>
      apiCall<OrderDraft>('/v1/staff/order-drafts', {
        body: { ...(draft ? { id: draft.id } : {}), form: { ...form, lines: keptLines(lines) } },
        errorToasts: false,
      }),
    );
    if (!kept) return;
    setDraft(kept);
    setDrafts((now) => [kept, ...now.filter((other) => other.id !== kept.id)]);
    // Reloaded, the page opens the draft again.
    history.replaceState(null, '', `${location.pathname}?draft=${kept.id}`);
  }

  async function removeDraft() {
    if (!draft) return;
    const removed = await run(() =>
      apiCall<null>(`/v1/staff/order-drafts/${draft.id}`, { method: 'DELETE', errorToasts: false }).then(() => true),
    );
    if (!removed) return;
    without(draft.id);
    setDraft(null);
    history.replaceState(null, '', location.pathname);
  }

  return { form, edit, lines, setLines, draft, drafts, known, asked, errors, failure, busy, result, find, send, keep, removeDraft };
}

export type NewOrderState = ReturnType<typeof useNewOrder>;
