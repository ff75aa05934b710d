import type { Db } from '~/service/db/database.server.ts';
import { addAccount } from '~/service/login/accounts.server.ts';

/** The demo shop's account for trying the login (its number is in the README). */
export const DEMO_ACCOUNT = { phoneNumber: '09121234567', name: 'سارا احمدی' } as const;

/** The demo shop's admin, for trying the staff area (its number is in the README; a real shop makes its own). */
export const DEMO_ADMIN = { phoneNumber: '09120000001', name: 'مدیر فروشگاه' } as const;

const demoAddress = {
  firstName: 'سارا',
  lastName: 'احمدی',
  mobile: DEMO_ACCOUNT.phoneNumber,
  address: 'خیابان ولیعصر، کوچهٔ یاس، پلاک ۱۲',
  province: 'تهران',
  city: 'تهران',
  shopName: 'گالری یاس',
  postalCode: '1598765431',
};

/** Adds the demo account with one saved address and two earlier orders (one already called back). */
export async function seedDemoAccount(db: Db, now = Date.now()): Promise<void> {
  await addAccount(db, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.name, { role: 'admin', now });
  const added = await addAccount(db, DEMO_ACCOUNT.phoneNumber, DEMO_ACCOUNT.name, { now });
  if (!added.ok) return;
  await db
    .insertInto('addresses')
    .values({ ...demoAddress, accountId: added.id, position: 0 })
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['sku', 'nameFa', 'nameEn'])
    .where('status', '=', 'publish')
    .orderBy('id')
    .limit(3)
    .execute();
  const orders = [
    { status: 'called' as const, daysAgo: 12, lines: products.slice(0, 2) },
    { status: 'new' as const, daysAgo: 1, lines: products.slice(2, 3) },
  ];
  // The earlier orders came in boxes of 6 and single pieces, as the shop sells them.
  const packages = await db
    .selectFrom('packages')
    .select(['id', 'titleFa', 'titleEn', 'pieces'])
    .where('active', '=', 1)
    .orderBy('pieces')
    .execute();
  const packageOf = (position: number) => {
    const unit = packages[position === 0 ? 1 : 0] ?? packages[0];
    return unit ? { packageId: unit.id, packageTitleFa: unit.titleFa, packageTitleEn: unit.titleEn, pieces: unit.pieces } : {};
  };
  for (const order of orders) {
    if (order.lines.length === 0) continue;
    const { id } = await db
      .insertInto('orders')
      .values({ ...demoAddress, locale: 'fa', status: order.status, idempotencyKey: null, createdAt: now - order.daysAgo * 86_400_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orderLines')
      .values(order.lines.map((line, position) => ({ orderId: id, position, ...line, count: position + 2, ...packageOf(position) })))
      .execute();
  }
}
