import { useState, type MouseEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { countsAfter } from '~/shared/staff/orders.ts';
import { queryOf, type OrdersFilter } from './ordersQuery.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { StaffOrder, StaffOrderPage } from '~/shared/contract/staff/orders.ts';

/** The list as the page shows it: its filter and page of orders, loaded again when the filter changes. */
export function useOrdersList(path: string, initialFilter: OrdersFilter, initial: StaffOrderPage) {
  const [filter, setFilter] = useState(initialFilter);
  const [data, setData] = useState(initial);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  async function load(next: OrdersFilter): Promise<boolean> {
    setLoading(true);
    setError('');
    try {
      const page = await apiCall<StaffOrderPage>(`/v1/staff/orders${queryOf(next, 'api')}`, { errorToasts: false, loading: 'inPage' });
      setData(page);
      setFilter(next);
      history.replaceState(null, '', `${path}${queryOf(next, 'page')}`);
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      return false;
    } finally {
      setLoading(false);
    }
  }

  /** An order the service answered for after a change: in place, and the tabs' counts follow. */
  function changed(order: StaffOrder, from: OrderState) {
    setData((current) => ({
      ...current,
      orders: current.orders.map((o) => (o.id === order.id ? order : o)),
      counts: countsAfter(current.counts, from, order.status),
    }));
  }

  /** A link's click loads its filter in place (the link itself works without script). */
  const go = (next: OrdersFilter) => (event: MouseEvent) => {
    event.preventDefault();
    void load(next);
  };
  return { filter, data, error, loading, load, changed, go };
}
export type OrdersList = ReturnType<typeof useOrdersList>;
