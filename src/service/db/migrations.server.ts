/* eslint-disable @typescript-eslint/no-explicit-any -- a migration works on the schema as it was at its step, not on
   today's types, so it takes Kysely<any> (as Kysely's guide does). */
import { sql, type Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';

export type DialectKind = 'sqlite' | 'postgres';

/** The schema's history, oldest first; written with Kysely's builder so SQLite and PostgreSQL share it. */
export function migrationProvider(kind: DialectKind): MigrationProvider {
  const autoId = (col: any) => (kind === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  const migrations: Record<string, Migration> = {
    '0001_catalogue': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('categories')
          .addColumn('id', 'integer', autoId)
          .addColumn('xCode', 'text', (c) => c.notNull().unique())
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('nameFa', 'text', (c) => c.notNull())
          .addColumn('nameEn', 'text', (c) => c.notNull())
          .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('parentId', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('image', 'text')
          .execute();
        await db.schema
          .createTable('categorySizeFilters')
          .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('categorySizeFilters_pk', ['categoryId', 'code'])
          .execute();
        await db.schema
          .createTable('products')
          .addColumn('id', 'integer', autoId)
          .addColumn('sku', 'text', (c) => c.notNull().unique())
          .addColumn('parentSku', 'text', (c) => c.notNull())
          .addColumn('nameFa', 'text', (c) => c.notNull())
          .addColumn('nameEn', 'text', (c) => c.notNull())
          .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('publish', 'draft')`))
          .addColumn('quantity', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`quantity >= 0`),
          )
          .addColumn('inStock', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('products_parentSku').on('products').column('parentSku').execute();
        await db.schema.createIndex('products_listing').on('products').columns(['status', 'inStock desc', 'position', 'id']).execute();
        await db.schema
          .createTable('productCategories')
          .addColumn('productId', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
          .addPrimaryKeyConstraint('productCategories_pk', ['categoryId', 'productId'])
          .execute();
        await db.schema.createIndex('productCategories_product').on('productCategories').column('productId').execute();
        await db.schema
          .createTable('menuItems')
          .addColumn('id', 'integer', autoId)
          .addColumn('parentId', 'integer', (c) => c.references('menuItems.id').onDelete('cascade'))
          .addColumn('titleFa', 'text', (c) => c.notNull())
          .addColumn('titleEn', 'text', (c) => c.notNull())
          .addColumn('href', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .createTable('banners')
          .addColumn('id', 'integer', autoId)
          .addColumn('titleFa', 'text', (c) => c.notNull())
          .addColumn('titleEn', 'text', (c) => c.notNull())
          .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('alignContent', 'text', (c) => c.notNull().defaultTo('start'))
          .addColumn('slug', 'text', (c) => c.notNull())
          .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createTable('packages')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('titleFa', 'text', (c) => c.notNull())
          .addColumn('titleEn', 'text', (c) => c.notNull())
          .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
    '0002_accounts_orders': {
      async up(db: Kysely<any>) {
        // Times are milliseconds since the epoch (bigint so PostgreSQL holds them too).
        await db.schema
          .createTable('accounts')
          .addColumn('id', 'integer', autoId)
          .addColumn('phoneNumber', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('roles', 'text', (c) => c.notNull().defaultTo('customer'))
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .execute();
        // One live code per phone number; a new code replaces the old one.
        await db.schema
          .createTable('otpCodes')
          .addColumn('phoneNumber', 'text', (c) => c.primaryKey())
          .addColumn('codeHash', 'text', (c) => c.notNull())
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('usedAt', 'bigint')
          .execute();
        await db.schema
          .createTable('otpSends')
          .addColumn('id', 'integer', autoId)
          .addColumn('phoneNumber', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('sentAt', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('otpSends_phone').on('otpSends').columns(['phoneNumber', 'sentAt']).execute();
        await db.schema.createIndex('otpSends_address').on('otpSends').columns(['address', 'sentAt']).execute();
        await db.schema
          .createTable('sessions')
          .addColumn('tokenHash', 'text', (c) => c.primaryKey())
          .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .addColumn('expiresAt', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('addresses')
          .addColumn('id', 'integer', autoId)
          .addColumn('accountId', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
          .addColumn('firstName', 'text', (c) => c.notNull())
          .addColumn('lastName', 'text', (c) => c.notNull())
          .addColumn('mobile', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('province', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('shopName', 'text', (c) => c.notNull())
          .addColumn('postalCode', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('addresses_account').on('addresses').column('accountId').execute();
        // Orders belong to the phone number they were placed with (accounts are made later by staff).
        await db.schema
          .createTable('orders')
          .addColumn('id', 'integer', autoId)
          .addColumn('mobile', 'text', (c) => c.notNull())
          .addColumn('firstName', 'text', (c) => c.notNull())
          .addColumn('lastName', 'text', (c) => c.notNull())
          .addColumn('address', 'text', (c) => c.notNull())
          .addColumn('province', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('shopName', 'text', (c) => c.notNull())
          .addColumn('postalCode', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
          .addColumn('status', 'text', (c) =>
            c
              .notNull()
              .defaultTo('new')
              .check(sql`status in ('new', 'called', 'done', 'cancelled')`),
          )
          .addColumn('idempotencyKey', 'text', (c) => c.unique())
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('orders_mobile').on('orders').columns(['mobile', 'createdAt']).execute();
        await db.schema.createIndex('orders_status').on('orders').columns(['status', 'createdAt']).execute();
        await db.schema
          .createTable('orderLines')
          .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('sku', 'text', (c) => c.notNull())
          .addColumn('nameFa', 'text', (c) => c.notNull())
          .addColumn('nameEn', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
          .addPrimaryKeyConstraint('orderLines_pk', ['orderId', 'position'])
          .execute();
      },
    },
    '0003_newsletter': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('newsletter')
          .addColumn('email', 'text', (c) => c.primaryKey())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '0004_families_packages': {
      async up(db: Kysely<any>) {
        // The package types a product is sold in (JSON list of package ids, first = default; [] = every
        // active type), and whether the home page features it.
        await db.schema
          .alterTable('products')
          .addColumn('packageIds', 'text', (c) => c.notNull().defaultTo('[]'))
          .execute();
        await db.schema
          .alterTable('products')
          .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        // The package an order line was placed in, as it was then (titles and pieces are kept with the
        // line, so a later catalogue change does not rewrite an order); empty on orders placed before.
        await db.schema.alterTable('orderLines').addColumn('packageId', 'integer').execute();
        await db.schema.alterTable('orderLines').addColumn('packageTitleFa', 'text').execute();
        await db.schema.alterTable('orderLines').addColumn('packageTitleEn', 'text').execute();
        await db.schema.alterTable('orderLines').addColumn('pieces', 'integer').execute();
      },
    },
    '0005_staff': {
      async up(db: Kysely<any>) {
        // Every change made in the staff area: who, when, what, and the record before and after (JSON).
        await db.schema
          .createTable('auditLog')
          .addColumn('id', 'integer', autoId)
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('accountId', 'integer', (c) => c.notNull())
          .addColumn('actorName', 'text', (c) => c.notNull())
          .addColumn('actorPhone', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .execute();
        await db.schema.createIndex('auditLog_at').on('auditLog').columns(['at']).execute();
        // Staff's note on an order and when its status last changed.
        await db.schema
          .alterTable('orders')
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.alterTable('orders').addColumn('updatedAt', 'bigint').execute();
        await db.schema.createIndex('orders_status_createdAt').on('orders').columns(['status', 'createdAt']).execute();
      },
    },
    '0006_shared_files': {
      async up(db: Kysely<any>) {
        // What several machines on one PostgreSQL share (docs/machines.md): pictures, their variants and the
        // built pages' files, by key, each with the time its copies on disk carry; and the builds published, each
        // a JSON map of its files' paths to their content hashes.
        await db.schema
          .createTable('sharedFiles')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('body', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('sharedBuilds')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('files', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '0007_size_titles': {
      async up(db: Kysely<any>) {
        // A size filter's Persian title beside its English one ('': the English title in Persian digits).
        await db.schema
          .alterTable('categorySizeFilters')
          .addColumn('titleFa', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      },
    },
    '0008_order_notes': {
      async up(db: Kysely<any>) {
        // A note per call, kept with who wrote it and when (orders.note stays the latest one, for the CSV).
        await db.schema
          .createTable('orderNotes')
          .addColumn('id', 'integer', autoId)
          .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('accountId', 'integer', (c) => c.notNull())
          .addColumn('actorName', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('orderNotes_orderId').on('orderNotes').columns(['orderId', 'id']).execute();
        // The notes kept before, as the first of their orders' histories (their author was not recorded).
        await sql`insert into ${sql.table('orderNotes')} (${sql.ref('orderId')}, ${sql.ref('at')}, ${sql.ref('accountId')}, ${sql.ref('actorName')}, ${sql.ref('text')})
          select ${sql.ref('id')}, coalesce(${sql.ref('updatedAt')}, ${sql.ref('createdAt')}), 0, '', ${sql.ref('note')}
          from ${sql.table('orders')} where ${sql.ref('note')} <> ''`.execute(db);
        // The list opens newest first on every status ("All" too).
        await db.schema.createIndex('orders_createdAt').on('orders').columns(['createdAt', 'id']).execute();
      },
    },
    '0009_quote_prices': {
      async up(db: Kysely<any>) {
        // Staff's prices to quote, apart from the products, so that nothing reading the shop's tables reads them.
        await db.schema
          .createTable('quotePrices')
          .addColumn('sku', 'text', (c) => c.notNull())
          .addColumn('packageId', 'integer', (c) => c.notNull())
          .addColumn('price', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('quotePrices_pk', ['sku', 'packageId'])
          .execute();
      },
    },
    '0010_search': {
      async up(db: Kysely<any>) {
        // A family's sizes by (parentSku, status): with status alone to go on, SQLite walked the listing index.
        await db.schema.createIndex('products_family').on('products').columns(['parentSku', 'status']).execute();
        await db.schema.dropIndex('products_parentSku').execute();
        // Searches that found nothing, folded, counted per day: no personal data (docs/rules.md#search).
        await db.schema
          .createTable('searchMisses')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('searchMisses_pk', ['day', 'text'])
          .execute();
        // The shop's own colloquial forms and words: what shoppers type, and the catalogue's word they mean.
        await db.schema
          .createTable('searchWords')
          .addColumn('typed', 'text', (c) => c.primaryKey())
          .addColumn('meant', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0011_picture_later': {
      async up(db: Kysely<any>) {
        // A product the editor chose to publish before its picture: its pages say a picture is coming.
        await db.schema
          .alterTable('products')
          .addColumn('pictureLater', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '0012_size_measure': {
      async up(db: Kysely<any>) {
        // What a category's sizes measure and in what unit (src/shared/catalogue/sizeMeasure.ts): '' for nothing.
        await db.schema
          .alterTable('categories')
          .addColumn('sizeUnit', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema
          .alterTable('categories')
          .addColumn('sizeMeasure', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      },
    },
    '0013_order_life': {
      async up(db: Kysely<any>) {
        // The order's life after the call (src/shared/staff/orders.ts); an order marked done was handled to the end.
        if (kind === 'postgres') await widenStatusesPostgres(db);
        else await widenStatusesSqlite(db);
        await db.schema
          .createTable('orderMoves')
          .ifNotExists()
          .addColumn('id', 'integer', autoId)
          .addColumn('orderId', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('accountId', 'integer')
          .addColumn('actorName', 'text', (c) => c.notNull())
          .addColumn('fromStatus', 'text', (c) => c.notNull())
          .addColumn('toStatus', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('orderMoves_order').ifNotExists().on('orderMoves').columns(['orderId', 'id']).execute();
      },
    },
    '0014_order_links': {
      async up(db: Kysely<any>) {
        // The order's page by link (src/service/order/orderLink.server.ts): an unguessable token, made for an
        // older order when it is first asked for.
        await db.schema.alterTable('orders').addColumn('accessToken', 'text').execute();
        await db.schema.createIndex('orders_accessToken').unique().on('orders').column('accessToken').execute();
      },
    },
    '0015_quotes': {
      async up(db: Kysely<any>) {
        // The quote sent after the call (src/shared/orders/quote.ts), kept on the order: a later price change never
        // alters it. Then how the order travels once sent, and when its customer asked to be called about the quote.
        await db.schema.alterTable('orderLines').addColumn('quotedPrice', 'bigint').execute();
        for (const [column, type] of [
          ['deliveryCost', 'bigint'],
          ['paymentWay', 'text'],
          ['quoteNote', 'text'],
          ['quotedAt', 'bigint'],
          ['quoteExpiresAt', 'bigint'],
          ['carrier', 'text'],
          ['trackingCode', 'text'],
          ['callMeAt', 'bigint'],
        ] as const)
          await db.schema.alterTable('orders').addColumn(column, type).execute();
      },
    },
    '0016_customer_texts': {
      async up(db: Kysely<any>) {
        // The outbox of texts to customers (src/service/texts/customerTexts.server.ts): written in the transaction of
        // the step it tells of, sent from here once; `dedupeKey` keeps a step from writing its text twice.
        await db.schema
          .createTable('customerTexts')
          .addColumn('id', 'integer', autoId)
          .addColumn('orderId', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('payload', 'text', (c) => c.notNull())
          .addColumn('dedupeKey', 'text', (c) => c.notNull().unique())
          .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
          .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('nextAt', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .addColumn('sentAt', 'bigint')
          .addColumn('error', 'text')
          .execute();
        await db.schema.createIndex('customerTexts_state').on('customerTexts').columns(['state', 'id']).execute();
        await db.schema.createIndex('customerTexts_order').on('customerTexts').columns(['orderId', 'id']).execute();
      },
    },
    '0017_stock_alerts': {
      async up(db: Kysely<any>) {
        // Back in stock, by text (service/catalogue/stockAlerts.server.ts): a proven number's request for a sold-out
        // size, until its text is written (or the number ends it). One waiting request per number and size.
        await db.schema
          .createTable('stockAlerts')
          .addColumn('id', 'integer', autoId)
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('sku', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('token', 'text', (c) => c.notNull().unique())
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .addColumn('endedAt', 'bigint')
          .addColumn('texted', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('stockAlerts_waiting')
          .on('stockAlerts')
          .columns(['phone', 'sku'])
          .unique()
          .where(sql.ref('endedAt'), 'is', null)
          .execute();
        await db.schema.createIndex('stockAlerts_sku').on('stockAlerts').columns(['sku', 'endedAt']).execute();
        // A code asked for by the bell goes to any number (it asked for a text); proving it makes the number's account.
        await db.schema
          .alterTable('otpCodes')
          .addColumn('forAlert', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('customerTexts_phone').on('customerTexts').columns(['phone', 'kind', 'nextAt']).execute();
      },
    },
    '0018_order_channels': {
      async up(db: Kysely<any>) {
        // Where an order came from (docs/staff.md#orders-staff-take): the shop's own pages, or staff taking it by
        // phone or chat, and who took it.
        await db.schema
          .alterTable('orders')
          .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
          .execute();
        await db.schema.alterTable('orders').addColumn('takenBy', 'text').execute();
        // The dashboard's "first call" reads each order's first move out of new.
        await db.schema.createIndex('orderMoves_from').on('orderMoves').columns(['fromStatus', 'at']).execute();
      },
    },
    '0019_customers': {
      async up(db: Kysely<any>) {
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
      },
    },
    '0020_order_drafts': {
      async up(db: Kysely<any>) {
        // Orders staff take and keep to send later (docs/staff.md#orders-staff-take): the form as it was left, no
        // stock taken and no text sent until it is sent as an order.
        await db.schema
          .createTable('orderDrafts')
          .addColumn('id', 'integer', autoId)
          .addColumn('form', 'text', (c) => c.notNull())
          .addColumn('takenBy', 'text', (c) => c.notNull())
          .addColumn('createdAt', 'bigint', (c) => c.notNull())
          .addColumn('updatedAt', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '0021_one_status_index': {
      async up(db: Kysely<any>) {
        // 0005 made `orders_status_createdAt` on the columns 0002's `orders_status` already covers: every order
        // written updated both.
        await db.schema.dropIndex('orders_status_createdAt').ifExists().execute();
      },
    },
    '0022_kept_order_lists': {
      async up(db: Kysely<any>) {
        // The order list of a visitor without JavaScript (docs/rules.md#ordering-without-javascript): named by a
        // random token in a cookie, its lines alone, no personal data; gone 30 days after its last change.
        await db.schema
          .createTable('keptOrderLists')
          .addColumn('token', 'text', (c) => c.primaryKey())
          .addColumn('lines', 'text', (c) => c.notNull())
          .addColumn('updatedAt', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('keptOrderLists_updatedAt').on('keptOrderLists').column('updatedAt').execute();
      },
    },
  };
  return { getMigrations: async () => migrations };
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

const OLD_STATUSES = "status in ('new', 'called', 'done', 'cancelled')";
const STATUSES = "status in ('new', 'called', 'quoted', 'confirmed', 'sent', 'delivered', 'cancelled')";

/** PostgreSQL: the status check dropped and made again around the update (`done` to `delivered`). */
async function widenStatusesPostgres(db: Kysely<any>): Promise<void> {
  const checks = await sql<{ name: string }>`select conname as name from pg_constraint
    where conrelid = 'orders'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%status%'`.execute(db);
  for (const { name } of checks.rows) await sql`alter table orders drop constraint ${sql.id(name)}`.execute(db);
  await db.updateTable('orders').set({ status: 'delivered' }).where('status', '=', 'done').execute();
  await sql`alter table orders add constraint orders_status_check check (${sql.raw(STATUSES)})`.execute(db);
}

/**
 * SQLite keeps a check in the table's definition, so the table is made again with the new one (SQLite's own
 * procedure, "Making Other Kinds Of Table Schema Changes"): foreign keys off outside the transaction, a copy under
 * a new name, the old table dropped, the copy renamed, its indexes made again, the keys checked before the commit.
 */
async function widenStatusesSqlite(db: Kysely<any>): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`select type, sql from sqlite_schema
    where tbl_name = 'orders' and sql is not null`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table')!.sql;
  // Made again already (a stop between the commit and Kysely's record of the migration): nothing left to do.
  if (table.includes(STATUSES)) return;
  if (!table.includes(OLD_STATUSES)) throw new Error('orders: the status check is not the one this migration replaces');
  const names = (await sql<{ name: string }>`pragma table_info(orders)`.execute(db)).rows.map((row) => row.name);
  const copied = names.map((name) => (name === 'status' ? sql`case status when 'done' then 'delivered' else status end` : sql.id(name)));
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin immediate`.execute(db);
  try {
    await sql.raw(table.replace('CREATE TABLE "orders"', 'CREATE TABLE "orders_next"').replace(OLD_STATUSES, STATUSES)).execute(db);
    await sql`insert into orders_next (${sql.join(names.map((name) => sql.id(name)))}) select ${sql.join(copied)} from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_next rename to orders`.execute(db);
    for (const index of schema.rows.filter((row) => row.type === 'index')) await sql.raw(index.sql).execute(db);
    // An order deleted last keeps its number unused, as AUTOINCREMENT promises.
    const seq = sequence.rows[0]?.seq ?? 0;
    await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'orders'`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('orders: a foreign key no longer holds after the table was made again');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
