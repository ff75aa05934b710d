import { useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { OrdersText } from './ordersText.ts';
import type { Carrier, OrderState, PaymentWay } from '~/shared/fields/vocabulary.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';

/**
 * Changing an order: the note being typed, the call under way, the service's refusal, the cancel being confirmed.
 * A note typed before a status button is kept with that change; "Keep the note" keeps it alone.
 */
export function useOrderChange(order: StaffOrder, onChanged: (order: StaffOrder, from: OrderState) => void) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function send(path: string, body: object) {
    setBusy(true);
    setError('');
    try {
      const updated = await apiCall<StaffOrder>(`/v1/staff/orders/${order.id}/${path}`, { body, errorToasts: false });
      setNote('');
      onChanged(updated, order.status);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  const typed = note.trim();
  return {
    note,
    setNote,
    busy,
    error,
    confirming,
    setConfirming,
    change: (status: OrderState, shipment?: { carrier: Carrier; trackingCode: string }) => {
      setConfirming(false);
      return send('status', { status, ...(typed ? { note: typed } : {}), ...shipment });
    },
    sendQuote: (quote: { prices: number[]; delivery: number; payment: PaymentWay; note: string }) => send('quote', quote),
    sendTextAgain: (textId: number) => send(`texts/${textId}/again`, {}),
    keepNote: () => (typed ? send('notes', { text: typed }) : Promise.resolve()),
  };
}
export type OrderChange = ReturnType<typeof useOrderChange>;

/** What each part of an order's details is given: the order, its change, and how to say and date things. */
export interface DetailsPart {
  id: string;
  locale: Locale;
  order: StaffOrder;
  text: OrdersText;
  timeZone: string;
  change: OrderChange;
}
