import { periodOf, type Period } from '~/shared/fields/periods.ts';
import { channelOf, type OrderChannel } from '~/shared/fields/channels.ts';
import { ORDER_STATUSES, type OrderState } from '~/shared/fields/vocabulary.ts';

/** What the list shows: a status (absent: all), a search, a period, a page. */
export interface OrdersFilter {
  status?: OrderState | undefined;
  q?: string | undefined;
  period?: Period | undefined;
  /** One of the shop's days (YYYY-MM-DD), in place of a period: the dashboard's chart links to it. */
  day?: string | undefined;
  channel?: OrderChannel | undefined;
  page: number;
}

/** The status the page opens on: the orders still to call. */
export const FIRST_STATUS: OrderState = 'new';

/**
 * A filter as a query string. The page opens on "New", so that status is left out and "All" is `status=all`; the
 * service takes no status as all. `withPage` false leaves the page out.
 */
export function queryOf(filter: Partial<OrdersFilter>, target: 'page' | 'api', withPage = true): string {
  const query = new URLSearchParams();
  const status = target === 'page' ? (filter.status === FIRST_STATUS ? undefined : (filter.status ?? 'all')) : filter.status;
  if (status) query.set('status', status);
  if (filter.q) query.set('q', filter.q);
  if (filter.period) query.set('period', filter.period);
  if (filter.day) query.set('day', filter.day);
  if (filter.channel) query.set('channel', filter.channel);
  if (withPage && filter.page && filter.page > 1) query.set('page', String(filter.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A real date as YYYY-MM-DD, or undefined. */
function dayOf(text: string | null): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const at = Date.parse(`${text}T12:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(text) ? text : undefined;
}

/** The filter a page's address asks for (a shared or reloaded link); anything unknown is left out. */
export function filterOf(params: URLSearchParams): OrdersFilter {
  const asked = params.get('status') ?? FIRST_STATUS;
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(asked) ? (asked as OrderState) : asked === 'all' ? undefined : FIRST_STATUS,
    q: params.get('q')?.slice(0, 100).trim() || undefined,
    period: periodOf(params.get('period')),
    day: dayOf(params.get('day')),
    channel: channelOf(params.get('channel')),
    page: Math.min(Math.max(1, Math.floor(Number(params.get('page')) || 1)), 1_000_000),
  };
}
