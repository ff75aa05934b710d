import { describe, expect, it } from 'vitest';
import { demoDataDir, runCommand } from '../support/commands.ts';
import { withTestStore } from '../support/database.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';

// The commands run as staff run them (`node scripts/….ts` under the pinned Node), on a demo database of their own
// (the demo account with its two orders).
const dataDir = demoDataDir('storefront-staff-');
const run = (script: string, ...args: string[]) => runCommand(dataDir, script, ...args);
const statusOf = (id: number) =>
  withTestStore(
    dataDir,
    async ({ db }) => (await db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
  );

describe('npm run orders', () => {
  it('lists the orders to call back, oldest first, with their lines, and filters by status', () => {
    const all = run('orders.ts', 'list');
    expect(all.code).toBe(0);
    expect(all.out).toMatch(new RegExp(`#${orderNumber(1)} .*called .*09121234567[\\s\\S]*#${orderNumber(2)} .*new `));
    // Each line with its package type and the pieces that makes.
    expect(all.out).toMatch(/VAS0110 {2}Dune Stoneware Vase {2}2 × Box of 6 \(12 pieces\)/);
    expect(all.out).toMatch(/VAS0112 {2}Dune Stoneware Vase {2}3 × Single piece \(3 pieces\)/);
    const fresh = run('orders.ts', 'list', '--status', 'new');
    expect(fresh.out).toContain(`#${orderNumber(2)} `);
    expect(fresh.out).not.toContain(`#${orderNumber(1)} `);
  });

  it('marks an order called, and says so when there is no such order or status', async () => {
    // Staff type the number they read (Persian digits too), not the database's id.
    const second = String(orderNumber(2));
    expect(run('orders.ts', 'mark', second, 'called').out).toContain(`Order #${second} is now "called".`);
    expect(await statusOf(2)).toBe('called');
    // A step skipped is refused with where the order can go.
    const skipped = run('orders.ts', 'mark', second, 'sent');
    expect(skipped.code).toBe(1);
    expect(skipped.err).toContain(
      `Order #${second} is "called", so it cannot be marked "sent"; from there it can be marked quoted or cancelled.`,
    );
    const missing = run('orders.ts', 'mark', String(orderNumber(999)), 'called');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`There is no order #${orderNumber(999)}.`);
    expect(run('orders.ts', 'mark', '2', 'called').code).toBe(2);
    const wrong = run('orders.ts', 'mark', second, 'shipped');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Unknown status "shipped"');
    expect(await statusOf(2)).toBe('called');
  });

  it('cancels with the staff page’s own change: the packages go back to stock once, it is recorded, and it stays cancelled', async () => {
    const lines = await withTestStore(dataDir, ({ db }) =>
      db.selectFrom('orderLines').select(['sku', 'count']).where('orderId', '=', 2).execute(),
    );
    const stockOf = () =>
      withTestStore(dataDir, async ({ db }) =>
        Object.fromEntries(
          (
            await db
              .selectFrom('products')
              .select(['sku', 'quantity'])
              .where(
                'sku',
                'in',
                lines.map((line) => line.sku),
              )
              .execute()
          ).map((row) => [row.sku, row.quantity]),
        ),
      );
    const before = await stockOf();
    const second = String(orderNumber(2));
    expect(run('orders.ts', 'mark', second, 'cancelled', '--note', 'Asked by phone').out).toContain(`Order #${second} is now "cancelled".`);
    const after = await stockOf();
    for (const line of lines)
      expect(after[line.sku]! - before[line.sku]!).toBe(lines.filter((l) => l.sku === line.sku).reduce((n, l) => n + l.count, 0));
    const again = run('orders.ts', 'mark', second, 'new');
    expect(again.code).toBe(1);
    expect(again.err).toContain(`Order #${second} is cancelled and can no longer change.`);
    expect(await stockOf()).toEqual(after);
    const audit = await withTestStore(dataDir, ({ db }) =>
      db.selectFrom('auditLog').selectAll().where('subject', '=', 'order #2').orderBy('id').execute(),
    );
    expect(audit.map((row) => row.action)).toEqual(['order.status', 'order.status']);
    expect(audit[1]!.actorName).toBe('npm run orders');
    expect(JSON.parse(audit[1]!.after!)).toEqual({ status: 'cancelled', note: 'Asked by phone' });
  });

  it('exports every order line as CSV a spreadsheet reads (BOM, quoted commas, Persian text)', () => {
    const csv = run('orders.ts', 'export', '--csv');
    expect(csv.code).toBe(0);
    const lines = csv.out.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFForder,created,status,channel,takenBy,name,mobile,shop,province,city,address,postalCode,sku,product,productFa,packages,package,packageFa,piecesPerPackage,pieces,pricePerPackage,amount',
    );
    expect(lines.filter(Boolean)).toHaveLength(1 + 3);
    expect(lines[1]).toMatch(new RegExp(`^${orderNumber(1)},.*,called,web,,`));
    expect(lines[1]).toMatch(
      /,called,web,,سارا احمدی,09121234567,گالری یاس,تهران,تهران,"?خیابان ولیعصر، کوچهٔ یاس، پلاک ۱۲"?,1598765431,VAS0110,/,
    );
    // Two boxes of 6, at the staff's price for a box (the demo's prices), and what they come to.
    const [, price, amount] = /,2,Box of 6,جعبهٔ ۶تایی,6,12,(\d+),(\d+)$/.exec(lines[1]!) ?? [];
    expect(Number(amount)).toBe(2 * Number(price));
    expect(Number(price)).toBeGreaterThan(0);
  });
});

describe('npm run account:add', () => {
  it('creates an account from a number typed in Persian digits, and refuses a duplicate or a bad number', () => {
    const made = run('accountAdd.ts', '۰۹۳۶ ۱۱۱ ۲۲۳۳', 'Nima', 'Farahani');
    expect(made.code).toBe(0);
    expect(made.out).toContain('created for 09361112233');
    const again = run('accountAdd.ts', '09361112233', 'Someone');
    expect(again.code).toBe(1);
    expect(again.err).toContain('already exists');
    const bad = run('accountAdd.ts', '0936111', 'Someone');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('A mobile or phone number has 11 digits');
    expect(run('accountAdd.ts').code).toBe(2);
  });

  it('creates an account with a role (a customer when none is given), and refuses an unknown role', async () => {
    const admin = run('accountAdd.ts', '09361112244', 'Shirin', 'Kamali', '--role', 'admin');
    expect(admin.code).toBe(0);
    expect(admin.out).toContain('(admin) created for 09361112244');
    expect(admin.out).toContain('/staff');
    const roleOf = (phone: string) =>
      withTestStore(
        dataDir,
        async ({ db }) =>
          (await db.selectFrom('accounts').select('roles').where('phoneNumber', '=', phone).executeTakeFirstOrThrow()).roles,
      );
    expect(await roleOf('09361112244')).toBe('admin');
    expect(await roleOf('09361112233')).toBe('customer');
    const unknown = run('accountAdd.ts', '09361112255', 'Someone', '--role', 'owner');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown role "owner": use one of customer, staff, editor, admin.');
    expect(
      await withTestStore(dataDir, async ({ db }) =>
        db.selectFrom('accounts').select('id').where('phoneNumber', '=', '09361112255').executeTakeFirst(),
      ),
    ).toBeUndefined();
  });
});
