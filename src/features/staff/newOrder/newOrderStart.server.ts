import { normalisePhone } from '~/shared/forms/rules.ts';
import { decodeSharedList } from '~/shared/lists/sharedList.ts';
import { BLANK_CUSTOMER, linesOfDraft, linesOfList } from '~/shared/staff/newOrder.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { knownCustomer, orderableSizes } from '~/service/order/orderables.server.ts';
import { findDraft } from '~/service/order/takenOrders.server.ts';
import type { NewOrderStart } from './useNewOrder.ts';

/**
 * How the new-order form opens: from a draft (`?draft=`), a customer's number (`?mobile=`), a shared list (`?list=`),
 * or blank. Null for a draft that is gone or a damaged list link.
 */
export async function newOrderStart(db: Db, params: URLSearchParams): Promise<{ start: NewOrderStart; leftOut: string[] } | null> {
  const blank: NewOrderStart['form'] = {
    channel: 'phone',
    locale: 'fa',
    customer: BLANK_CUSTOMER,
    delivery: '',
    payment: serviceConfig().paymentWays[0] ?? 'card',
    note: '',
  };
  const draftId = Number(params.get('draft'));
  if (params.has('draft')) {
    const draft = Number.isSafeInteger(draftId) && draftId > 0 ? await findDraft(db, draftId) : null;
    if (!draft) return null;
    const sizes = await orderableSizes(
      db,
      draft.form.lines.map((line) => line.sku),
    );
    const { lines, gone } = linesOfDraft(draft.form.lines, sizes);
    const { lines: _, ...form } = draft.form;
    return { start: { form, lines, draft }, leftOut: gone };
  }
  const mobile = normalisePhone(params.get('mobile') ?? '');
  const known = /^0\d{10}$/.test(mobile) ? await knownCustomer(db, mobile) : null;
  const form = known ? { ...blank, customer: known.customer, locale: known.locale ?? blank.locale } : blank;
  if (!params.has('list')) return { start: { form, lines: [], draft: null }, leftOut: [] };
  const shared = decodeSharedList(params.get('list') ?? '');
  if (!shared.ok) return null;
  const sizes = await orderableSizes(
    db,
    shared.list.lines.map((line) => line.sku),
  );
  const { lines, gone } = linesOfList(shared.list, sizes);
  return { start: { form, lines, draft: null }, leftOut: gone };
}
