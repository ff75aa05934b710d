import { sql, type Selectable } from 'kysely';
import { channelOf } from '~/shared/fields/channels.ts';
import { CUSTOMERS_PER_PAGE, type CustomerHistory, type StaffCustomer, type StaffCustomerPage } from '~/shared/staff/customers.ts';
import { foldedLetters, orderSearch } from '~/shared/staff/orders.ts';
import { printable } from '~/shared/text/controlCharacters.ts';
import { toCsv } from '~/service/csv.ts';
import { PREPARED, type Db } from '~/service/db/database.server.ts';
import { containing } from '~/service/db/like.ts';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import { keptRead, ordersStamp } from './ordersKept.server.ts';

// Everyone who ordered, by mobile number (docs/staff.md#customers): the `customers` rows a trigger keeps on each
// order, with the account of the same number if there is one. Staff only: no public answer reads them.

const iso = (ms: number) => new Date(Number(ms)).toISOString();

type CustomerRow = Selectable<StoreSchema['customers']> & { account: string | null };

function customerOf(row: CustomerRow): StaffCustomer {
  return {
    mobile: row.mobile,
    name: printable(row.name),
    city: printable(row.city),
    orders: Number(row.orders),
    firstOrderAt: iso(row.firstOrderAt),
    lastOrderAt: iso(row.lastOrderAt),
    lastChannel: channelOf(row.lastChannel) ?? 'other',
    account: row.account === null ? null : printable(row.account),
  };
}

/** The customers a search finds: a name containing its words, or a number containing its digits (Persian ones too). */
function searched(db: Db, q: string | undefined) {
  const query = db.selectFrom('customers');
  if (!q) return query;
  const { text, digits } = orderSearch(q);
  const folded = foldedLetters(digits ?? text);
  return query.where(sql<boolean>`${sql.ref('customers.searchText')} like ${containing(folded)} escape '\\'`);
}

/** Customers' rows with the name of the account of the same number (null for a guest). */
const withAccount = (query: ReturnType<typeof searched>) =>
  query.leftJoin('accounts', 'accounts.phoneNumber', 'customers.mobile').selectAll('customers').select('accounts.name as account');

/** How many customers a search finds; all of them kept between pages while no order is placed (ordersKept.server.ts). */
async function customerCount(db: Db, q: string | undefined): Promise<number> {
  const count = () =>
    searched(db, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  return q ? count() : keptRead(db, 'customers', await ordersStamp(db), count);
}

/** A page of the customers, the latest to order first, and how many the search finds. */
export async function customerPage(db: Db, filter: { q?: string | undefined; page: number }): Promise<StaffCustomerPage> {
  const perPage = CUSTOMERS_PER_PAGE;
  // The page's numbers first, from the index alone: a deep page then skips index entries, not joined rows.
  const numbers = searched(db, filter.q)
    .select('customers.mobile')
    .orderBy('customers.lastOrderAt', 'desc')
    .orderBy('customers.mobile', 'desc')
    .limit(perPage)
    .offset((filter.page - 1) * perPage);
  const [total, rows] = await Promise.all([
    customerCount(db, filter.q),
    withAccount(db.selectFrom('customers'))
      .where('customers.mobile', 'in', numbers)
      .orderBy('customers.lastOrderAt', 'desc')
      .orderBy('customers.mobile', 'desc')
      .modifyFront(PREPARED)
      .execute(),
  ]);
  return { customers: rows.map(customerOf), total, page: filter.page, perPage };
}

/** One customer by their number, with their orders (the latest first), the channels they came by and the notes kept on them; or null. */
export async function customerHistory(db: Db, mobile: string): Promise<CustomerHistory | null> {
  const row = await withAccount(db.selectFrom('customers')).where('customers.mobile', '=', mobile).executeTakeFirst();
  if (!row) return null;
  const [orders, notes] = await Promise.all([
    db
      .selectFrom('orders')
      .leftJoin('orderLines', 'orderLines.orderId', 'orders.id')
      .select([
        'orders.id',
        'orders.createdAt',
        'orders.status',
        'orders.channel',
        sql<number>`count(${sql.ref('orderLines.orderId')})`.as('lines'),
      ])
      .select(sql<number>`coalesce(sum(${sql.ref('orderLines.count')}), 0)`.as('packages'))
      .where('orders.mobile', '=', mobile)
      .groupBy(['orders.id', 'orders.createdAt', 'orders.status', 'orders.channel'])
      .orderBy('orders.createdAt', 'desc')
      .orderBy('orders.id', 'desc')
      .execute(),
    db
      .selectFrom('orderNotes')
      .innerJoin('orders', 'orders.id', 'orderNotes.orderId')
      .select(['orderNotes.orderId', 'orderNotes.at', 'orderNotes.actorName', 'orderNotes.text'])
      .where('orders.mobile', '=', mobile)
      .orderBy('orderNotes.at', 'desc')
      .orderBy('orderNotes.id', 'desc')
      .execute(),
  ]);
  const channels: CustomerHistory['channels'] = {};
  for (const order of orders) {
    const channel = channelOf(order.channel) ?? 'other';
    channels[channel] = (channels[channel] ?? 0) + 1;
  }
  return {
    customer: customerOf(row),
    channels,
    orders: orders.map((order) => ({
      id: order.id,
      createdAt: iso(order.createdAt),
      status: order.status,
      channel: channelOf(order.channel) ?? 'other',
      packages: Number(order.packages),
      lines: Number(order.lines),
    })),
    notes: notes.map((note) => ({ orderId: note.orderId, at: iso(note.at), by: printable(note.actorName), text: printable(note.text) })),
  };
}

/** Every customer as CSV (admins): the latest to order first; UTF-8 with a BOM, formulas defused, as the orders export. */
export async function customersCsv(db: Db): Promise<string> {
  const rows = await withAccount(db.selectFrom('customers')).orderBy('customers.lastOrderAt', 'desc').execute();
  const header = ['mobile', 'name', 'city', 'orders', 'firstOrder', 'lastOrder', 'lastChannel', 'account'];
  return toCsv([
    header,
    ...rows.map(customerOf).map((c) => [c.mobile, c.name, c.city, c.orders, c.firstOrderAt, c.lastOrderAt, c.lastChannel, c.account ?? '']),
  ]);
}
