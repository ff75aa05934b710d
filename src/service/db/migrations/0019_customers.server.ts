import { sql, type Kysely } from 'kysely';
import { type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  // Everyone who ordered, by mobile number (docs/staff.md#customers): kept by a trigger on each order written,
  // whichever way it is written, so the staff list reads 20,000 customers without grouping 100,000 orders.
  await db.schema
    .createTable('customers')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('firstOrderAt', 'bigint', (c) => c.notNull())
    .addColumn('lastOrderAt', 'bigint', (c) => c.notNull())
    .addColumn('lastChannel', 'text', (c) => c.notNull())
    .addColumn('searchText', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customers_lastOrderAt').on('customers').columns(['lastOrderAt', 'mobile']).execute();
  await (kind === 'postgres' ? customerTriggerPostgres(db) : customerTriggerSqlite(db));
  await sql`insert into customers (mobile, name, city, orders, "firstOrderAt", "lastOrderAt", "lastChannel", "searchText")
      select o.mobile, ${sql.raw(customerName('o'))}, o.city, counted.n, counted.first, counted.last, o.channel, ${sql.raw(customerSearch('o'))}
      from (select mobile, count(*) as n, min("createdAt") as first, max(id) as latest, max("createdAt") as last from orders group by mobile) counted
      join orders o on o.id = counted.latest`.execute(db);
}

/** A customer's name as the list shows it, from an order row (`alias`). */
const customerName = (alias: string) => `trim(${alias}."firstName" || ' ' || ${alias}."lastName")`;

/** What the customers' search reads: the name folded as a query is (Arabic ي ى ك as Persian), and the number. */
const customerSearch = (alias: string) =>
  `replace(replace(replace(lower(${alias}."firstName" || ' ' || ${alias}."lastName"), 'ي', 'ی'), 'ى', 'ی'), 'ك', 'ک') || ' ' || ${alias}.mobile`;

/** The upsert each new order makes: one more order, and the latest order's name, city and channel. */
function customerUpsert(smallest: 'min' | 'least', largest: 'max' | 'greatest') {
  return sql.raw(`insert into customers (mobile, name, city, orders, "firstOrderAt", "lastOrderAt", "lastChannel", "searchText")
    values (NEW.mobile, ${customerName('NEW')}, NEW.city, 1, NEW."createdAt", NEW."createdAt", NEW.channel, ${customerSearch('NEW')})
    on conflict (mobile) do update set
      orders = customers.orders + 1,
      "firstOrderAt" = ${smallest}(customers."firstOrderAt", excluded."firstOrderAt"),
      name = case when excluded."lastOrderAt" >= customers."lastOrderAt" then excluded.name else customers.name end,
      city = case when excluded."lastOrderAt" >= customers."lastOrderAt" then excluded.city else customers.city end,
      "lastChannel" = case when excluded."lastOrderAt" >= customers."lastOrderAt" then excluded."lastChannel" else customers."lastChannel" end,
      "searchText" = case when excluded."lastOrderAt" >= customers."lastOrderAt" then excluded."searchText" else customers."searchText" end,
      "lastOrderAt" = ${largest}(customers."lastOrderAt", excluded."lastOrderAt");`);
}

async function customerTriggerSqlite(db: Kysely<any>): Promise<void> {
  await sql`create trigger customers_on_order after insert on orders begin ${customerUpsert('min', 'max')} end`.execute(db);
}

async function customerTriggerPostgres(db: Kysely<any>): Promise<void> {
  await sql`create function customers_on_order() returns trigger language plpgsql as $$
    begin ${customerUpsert('least', 'greatest')} return NEW; end $$`.execute(db);
  await sql`create trigger customers_on_order after insert on orders for each row execute function customers_on_order()`.execute(db);
}
