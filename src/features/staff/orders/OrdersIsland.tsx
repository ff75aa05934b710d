import { useState, type FormEvent } from 'react';
import { formatCount } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { PERIODS, periodOf } from '~/shared/fields/periods.ts';
import { say } from '~/features/staff/forms/say.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { joinParts } from '~/shared/i18n/lineParts.ts';
import { OrderRow } from './OrderRow.tsx';
import type { OrderOptions } from './OrderQuoteForm.tsx';
import { queryOf, type OrdersFilter } from './ordersQuery.ts';
import type { OrdersText } from './ordersText.ts';
import { useNewOrderSound } from './useNewOrderSound.ts';
import { useOrderPolling } from './useOrderPolling.ts';
import { useOrdersList, type OrdersList } from './useOrdersList.ts';
import { ORDER_STATUSES, type OrderState } from '~/shared/fields/vocabulary.ts';
import type { StaffOrderPage } from '~/shared/contract/staff/orders.ts';

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
  options: OrderOptions;
}

/**
 * The orders to call back: status tabs with counts (opening on New), search and period, one line per order opening in
 * place, CSV downloads, and a notice when new orders come in.
 */
export function OrdersIsland({ locale, path, filter: initialFilter, initial, latestId, text, timeZone, options }: Props) {
  const list = useOrdersList(path, initialFilter, initial);
  const { filter, data } = list;
  const [search, setSearch] = useState(initialFilter.q ?? '');
  const [opened, setOpened] = useState<number | null>(null);
  const polling = useOrderPolling(latestId, locale);
  const sound = useNewOrderSound(polling.arrived);

  /** The new orders: the list of new orders, the latest first and open. */
  async function showNew() {
    const latest = polling.latestId;
    setSearch('');
    if (!(await list.load({ status: 'new', page: 1 }))) return;
    polling.seen(latest);
    setOpened(latest);
  }

  return (
    <div className="orders" aria-busy={list.loading}>
      {polling.arrived > 0 && (
        <p className="orders-notice" role="status">
          <span>{say(text, 'orders.newArrived', { count: formatCount(locale, polling.arrived) })}</span>
          <button type="button" className="button" onClick={() => void showNew()}>
            {text['orders.showNew']}
          </button>
        </p>
      )}
      <OrdersSearch path={path} text={text} list={list} search={search} setSearch={setSearch} />
      <Narrowing locale={locale} path={path} text={text} list={list} />
      <StatusTabs locale={locale} path={path} text={text} list={list} />
      {list.error && (
        <p className="staff-error" role="alert">
          {list.error}
        </p>
      )}
      <div className="orders-summary">
        <p className="staff-hint" aria-live="polite">
          {say(text, 'orders.found', { count: formatCount(locale, data.total) })}
        </p>
        <label className="orders-sound">
          <input type="checkbox" checked={sound.on} onChange={(event) => sound.toggle(event.target.checked)} />
          {text['orders.sound']}
        </label>
      </div>
      {data.orders.length === 0 ? (
        <p>{text['orders.empty']}</p>
      ) : (
        <ol className="orders-list">
          {data.orders.map((order) => (
            <OrderRow
              key={order.id}
              locale={locale}
              order={order}
              text={text}
              timeZone={timeZone}
              options={options}
              onChanged={list.changed}
              // One order found (a search by number or phone) opens by itself.
              open={opened === order.id || data.orders.length === 1}
            />
          ))}
        </ol>
      )}
      <Pager locale={locale} path={path} text={text} list={list} />
      <Downloads text={text} filter={filter} />
    </div>
  );
}

interface PartProps {
  path: string;
  text: OrdersText;
  list: OrdersList;
}

/** The search by name, number or phone, the period, and the way back to the whole list. */
function OrdersSearch({ path, text, list, search, setSearch }: PartProps & { search: string; setSearch: (text: string) => void }) {
  const { filter } = list;
  function submit(event: FormEvent) {
    event.preventDefault();
    void list.load({ ...filter, q: search.trim() || undefined, page: 1 });
  }
  return (
    <form className="orders-search" role="search" onSubmit={submit} action={path}>
      <div className="staff-field orders-query">
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
      <div className="staff-field">
        <label htmlFor="orders-period">{text['orders.period']}</label>
        <select
          id="orders-period"
          name="period"
          value={filter.period ?? ''}
          onChange={(event) => void list.load({ ...filter, period: periodOf(event.target.value), day: undefined, page: 1 })}
        >
          <option value="">{text['period.any']}</option>
          {(Object.keys(PERIODS) as (keyof typeof PERIODS)[]).map((period) => (
            <option key={period} value={period}>
              {text[`period.${period}`]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {text['orders.searchButton']}
      </button>
      {filter.q && (
        <a
          className="button quiet"
          href={`${path}${queryOf({ ...filter, q: undefined, page: 1 }, 'page')}`}
          onClick={(event) => {
            setSearch('');
            list.go({ ...filter, q: undefined, page: 1 })(event);
          }}
        >
          {text['orders.clearSearch']}
        </a>
      )}
    </form>
  );
}

/** The day and channel a dashboard's link narrowed the list to, and the way back to every day and channel. */
function Narrowing({ locale, path, text, list }: PartProps & { locale: Locale }) {
  const { filter } = list;
  if (!filter.day && !filter.channel) return null;
  // A date alone, read at noon UTC: the same calendar day in any zone.
  const date = filter.day && formatMoment(locale, 'UTC', `${filter.day}T12:00:00Z`, 'date');
  const line = joinParts(locale, [
    date && say(text, 'orders.narrowedDay', { date }),
    filter.channel && say(text, 'orders.narrowedChannel', { channel: text[`channel.${filter.channel}`] }),
  ]);
  const all = { ...filter, day: undefined, channel: undefined, page: 1 };
  return (
    <p className="orders-narrowed">
      <span>{line}</span>
      <a className="button quiet" href={`${path}${queryOf(all, 'page')}`} onClick={list.go(all)}>
        {text['orders.clearNarrowing']}
      </a>
    </p>
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
        {tabs.map((tab) => {
          const to = { ...filter, status: tab.status, page: 1 };
          return (
            <li key={tab.status ?? 'all'}>
              <a
                href={`${path}${queryOf(to, 'page')}`}
                aria-current={filter.status === tab.status ? 'page' : undefined}
                onClick={list.go(to)}
              >
                {tab.label}
                <span className="orders-count">{formatCount(locale, tab.count)}</span>
              </a>
            </li>
          );
        })}
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
  const label = say(text, 'orders.pageOf', { page: n(filter.page), pages: n(pages) });
  return (
    <nav className="staff-actions orders-pages" aria-label={label}>
      {filter.page > 1 && (
        <a className="button quiet" href={`${path}${queryOf(to(filter.page - 1), 'page')}`} onClick={list.go(to(filter.page - 1))}>
          {text['orders.previous']}
        </a>
      )}
      <span>{label}</span>
      {filter.page < pages && (
        <a className="button quiet" href={`${path}${queryOf(to(filter.page + 1), 'page')}`} onClick={list.go(to(filter.page + 1))}>
          {text['orders.next']}
        </a>
      )}
    </nav>
  );
}

/** The orders of the chosen status, and the newsletter list, as CSV. */
function Downloads({ text, filter }: { text: OrdersText; filter: OrdersFilter }) {
  return (
    <section className="orders-exports" aria-labelledby="orders-exports">
      <h2 id="orders-exports">{text['orders.exports']}</h2>
      <p className="staff-actions">
        <a className="button quiet" href={`/v1/staff/orders.csv${queryOf({ status: filter.status }, 'api', false)}`} download>
          {text['orders.exportOrders']}
        </a>
        <a className="button quiet" href="/v1/staff/newsletter.csv" download>
          {text['orders.exportNewsletter']}
        </a>
      </p>
    </section>
  );
}
