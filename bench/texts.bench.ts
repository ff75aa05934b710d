// `npm run bench:texts`: a burst of 200 texts to customers (docs/operations.md#texts-to-customers): 100 orders
// placed at once (their "received" texts), then the same 100 cancelled at once (their "cancelled" texts), on a shop
// of two workers over real HTTP, on SQLite and, when TEST_DATABASE_URL names a PostgreSQL server, on it too. Prints
// how long each text waited in the outbox (from its step's commit to its send), p50, p99 and the longest, beside the
// budget: p99 under 5 s. And whether each step texted exactly once.
import { CUSTOMER } from '../tests/support/customer.ts';
import { openTestStore } from '../tests/support/database.ts';
import { signedInAs } from '../tests/support/staffSession.ts';
import { startShop } from '../tests/support/startShop.ts';
import { runPerDatabase } from './perDatabase.ts';

const ORDERS = 100;
const P99_BUDGET_MS = 5_000;

runPerDatabase();

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const shop = await startShop({ env: { WORKERS: '2' } });
const { db } = await openTestStore(shop.dataDir);
try {
  const staff = await signedInAs(db, 'staff', 'Bench staff');
  const skus = await db.selectFrom('products').select('sku').where('status', '=', 'publish').limit(20).execute();
  await db
    .updateTable('products')
    .set({ quantity: 10_000, inStock: 1 })
    .where(
      'sku',
      'in',
      skus.map((row) => row.sku),
    )
    .execute();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${shop.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url, ...headers },
      body: JSON.stringify(body),
    });
  const placed = await Promise.all(
    Array.from({ length: ORDERS }, async (_, i) => {
      const answer = await post(
        '/v1/order',
        { items: [{ sku: skus[i % skus.length]!.sku, count: 1 }], customer: { ...CUSTOMER, mobile: `0935${String(1_000_000 + i)}` } },
        { 'idempotency-key': `bench-texts-${Date.now()}-${i}`, 'accept-language': i % 2 ? 'en' : 'fa' },
      );
      return ((await answer.json()) as { data: { orderId: number } }).data.orderId;
    }),
  );
  await Promise.all(placed.map((id) => post(`/v1/staff/orders/${id}/status`, { status: 'cancelled' }, { cookie: staff.cookie })));
  const texts = async () =>
    db.selectFrom('customerTexts').select(['orderId', 'kind', 'state', 'createdAt', 'sentAt']).where('orderId', 'in', placed).execute();
  const deadline = Date.now() + 60_000;
  while ((await texts()).some((text) => text.state === 'waiting' || text.state === 'sending') && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 200));
  const rows = await texts();
  const waits = rows
    .filter((text) => text.sentAt !== null)
    .map((text) => Number(text.sentAt) - Number(text.createdAt))
    .sort((a, b) => a - b);
  const perStep = new Map<string, number>();
  for (const text of rows) perStep.set(`${text.orderId}:${text.kind}`, (perStep.get(`${text.orderId}:${text.kind}`) ?? 0) + 1);
  const once = [...perStep.values()].every((n) => n === 1) && perStep.size === ORDERS * 2;
  const p99 = quantile(waits, 0.99);
  console.log(`\n${process.env.BENCH_DATABASE}: ${rows.length} texts from ${ORDERS} orders placed, then cancelled, at once`);
  console.log(`  sent ${waits.length} of ${rows.length}; each step texted once: ${once ? 'yes' : 'NO'}`);
  console.log(
    `  waited in the outbox: p50 ${quantile(waits, 0.5)} ms, p99 ${p99} ms, longest ${waits.at(-1)} ms (budget: p99 under ${P99_BUDGET_MS} ms)${p99 > P99_BUDGET_MS ? '  OVER' : ''}`,
  );
} finally {
  await db.destroy();
  await shop.stop();
}
