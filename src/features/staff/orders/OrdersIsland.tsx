import { useState, type FormEvent, type MouseEvent } from 'react';
import { apiCall, ApiError } from '~/features/api/apiClient.ts';
import { formatCount } from '~/shared/catalogue/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { ORDER_STATUSES, type OrderState, type StaffOrder, type StaffOrderPage } from '~/shared/staff/orders.ts';
import { OrderCard } from './OrderCard.tsx';
import { say } from '~/features/staff/forms/say.ts';
import type { OrdersText } from './ordersText.ts';
import { useOrderPolling } from './useOrderPolling.ts';

/** What the list shows: a status (absent: all), a search, a page. */
export interface OrdersFilter {
  status?: OrderState | undefined;
  q?: string | undefined;
  page: number;
}

interface Props {
  locale: Locale;
  /** The page's own address (`/staff/orders` or `/fa/staff/orders`). */
  path: string;
  filter: OrdersFilter;
  initial: StaffOrderPage;
  /** The latest order number when the page was made (the polling counts the orders after it). */
  latestId: number;
  text: OrdersText;
  /** The shop's time zone (docs/rules.md#dates-and-times). */
  timeZone: string;
}

/** The query string of a filter, for the page's address, the list call and the CSV link. */
function queryOf(filter: Partial<OrdersFilter>, withPage = true): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.q) query.set('q', filter.q);
  if (withPage && filter.page && filter.page > 1) query.set('page', String(filter.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The list as the page shows it: its filter and page of orders, loaded again when the filter changes. */
function useOrdersList(path: string, initialFilter: OrdersFilter, initial: StaffOrderPage) {
  const [filter, setFilter] = useState(initialFilter);
  const [data, setData] = useState(initial);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);

  async function load(next: OrdersFilter): Promise<boolean> {
    setLoading(true);
    setError('');
    try {
      const page = await apiCall<StaffOrderPage>(`/v1/staff/orders${queryOf(next)}`, { errorToasts: false, loading: 'inPage' });
      setData(page);
      setFilter(next);
      history.replaceState(null, '', `${path}${queryOf(next)}`);
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
      counts: { ...current.counts, [from]: current.counts[from] - 1, [order.status]: current.counts[order.status] + 1 },
    }));
  }

  /** A link's click loads its filter in place (the link itself works without script). */
  const go = (next: OrdersFilter) => (event: MouseEvent) => {
    event.preventDefault();
    void load(next);
  };
  return { filter, data, error, loading, load, changed, go };
}
type OrdersList = ReturnType<typeof useOrdersList>;

/**
 * The orders to call back: filter tabs with counts, a search, the orders as cards to mark, the CSV downloads, and
 * a notice (and a count in the tab title) when new orders come in.
 */
export function OrdersIsland({ locale, path, filter: initialFilter, initial, latestId, text, timeZone }: Props) {
  const list = useOrdersList(path, initialFilter, initial);
  const { filter, data } = list;
  const [search, setSearch] = useState(initialFilter.q ?? '');
  const polling = useOrderPolling(latestId, locale);
  const n = (value: number) => formatCount(locale, value);

  /** The new orders: the list of new orders (where they come last, oldest first), scrolled to the latest. */
  async function showNew() {
    const latest = polling.latestId;
    setSearch('');
    if (!(await list.load({ status: 'new', page: 1 }))) return;
    polling.seen(latest);
    requestAnimationFrame(() => document.getElementById(`order-${latest}`)?.scrollIntoView({ block: 'center' }));
  }

  return (
    <div className="orders" aria-busy={list.loading}>
      {polling.arrived > 0 && (
        <p className="orders-notice" role="status">
          <span>{say(text, 'orders.newArrived', { count: n(polling.arrived) })}</span>
          <button type="button" className="button" onClick={() => void showNew()}>
            {text['orders.showNew']}
          </button>
        </p>
      )}
      <OrdersSearch path={path} text={text} list={list} search={search} setSearch={setSearch} />
      <StatusTabs locale={locale} path={path} text={text} list={list} />
      {list.error && (
        <p className="staff-error" role="alert">
          {list.error}
        </p>
      )}
      <p className="staff-hint" aria-live="polite">
        {say(text, 'orders.found', { count: n(data.total) })}
      </p>
      {data.orders.length === 0 ? (
        <p>{text['orders.empty']}</p>
      ) : (
        <ol className="staff-stack orders-list">
          {data.orders.map((order) => (
            <OrderCard key={order.id} locale={locale} order={order} text={text} timeZone={timeZone} onChanged={list.changed} />
          ))}
        </ol>
      )}
      <Pager locale={locale} path={path} text={text} list={list} />
      <section className="orders-exports" aria-labelledby="orders-exports">
        <h2 id="orders-exports">{text['orders.exports']}</h2>
        <p className="staff-actions">
          <a className="button quiet" href={`/v1/staff/orders.csv${queryOf({ status: filter.status }, false)}`} download>
            {text['orders.exportOrders']}
          </a>
          <a className="button quiet" href="/v1/staff/newsletter.csv" download>
            {text['orders.exportNewsletter']}
          </a>
        </p>
      </section>
    </div>
  );
}

interface PartProps {
  path: string;
  text: OrdersText;
  list: OrdersList;
}

/** The search by name, number or phone, and the way back to the whole list. */
function OrdersSearch({ path, text, list, search, setSearch }: PartProps & { search: string; setSearch: (text: string) => void }) {
  const { filter } = list;
  function submit(event: FormEvent) {
    event.preventDefault();
    void list.load({ ...filter, q: search.trim() || undefined, page: 1 });
  }
  return (
    <form className="orders-search" role="search" onSubmit={submit}>
      <div className="staff-field">
        <label htmlFor="orders-search">{text['orders.search']}</label>
        <input
          id="orders-search"
          type="search"
          name="q"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="button">
        {text['orders.searchButton']}
      </button>
      {filter.q && (
        <a
          className="button quiet"
          href={`${path}${queryOf({ status: filter.status })}`}
          onClick={(event) => {
            setSearch('');
            list.go({ status: filter.status, page: 1 })(event);
          }}
        >
          {text['orders.clearSearch']}
        </a>
      )}
    </form>
  );
}

/** A tab per status, and all, each with its count. */
function StatusTabs({ locale, path, text, list }: PartProps & { locale: Locale }) {
  const { filter, data } = list;
  const all = ORDER_STATUSES.reduce((sum, status) => sum + data.counts[status], 0);
  const tabs: { status: OrderState | undefined; label: string; count: number }[] = [
    ...ORDER_STATUSES.map((status) => ({ status, label: text[`orders.status.${status}`], count: data.counts[status] })),
    { status: undefined, label: text['orders.all'], count: all },
  ];
  return (
    <nav aria-label={text['orders.filter']}>
      <ul className="staff-tabs">
        {tabs.map((tab) => (
          <li key={tab.status ?? 'all'}>
            <a
              href={`${path}${queryOf({ status: tab.status, q: filter.q })}`}
              aria-current={filter.status === tab.status ? 'page' : undefined}
              onClick={list.go({ status: tab.status, q: filter.q, page: 1 })}
            >
              {tab.label}
              <span className="orders-count">{formatCount(locale, tab.count)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The previous and next pages of a long list. */
function Pager({ locale, path, text, list }: PartProps & { locale: Locale }) {
  const { filter, data } = list;
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  if (pages <= 1) return null;
  const n = (value: number) => formatCount(locale, value);
  const to = (page: number) => ({ ...filter, page });
  return (
    <nav className="staff-actions orders-pages" aria-label={say(text, 'orders.pageOf', { page: n(filter.page), pages: n(pages) })}>
      {filter.page > 1 && (
        <a className="button quiet" href={`${path}${queryOf(to(filter.page - 1))}`} onClick={list.go(to(filter.page - 1))}>
          {text['orders.previous']}
        </a>
      )}
      <span>{say(text, 'orders.pageOf', { page: n(filter.page), pages: n(pages) })}</span>
      {filter.page < pages && (
        <a className="button quiet" href={`${path}${queryOf(to(filter.page + 1))}`} onClick={list.go(to(filter.page + 1))}>
          {text['orders.next']}
        </a>
      )}
    </nav>
  );
}
