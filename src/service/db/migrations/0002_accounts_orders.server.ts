import { sql, type Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
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
}
