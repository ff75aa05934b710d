import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { CUSTOMER as customer } from '../support/customer.ts';
import { databaseUrlFor, dropDatabaseFor, testServer, withTestStore } from '../support/database.ts';
import { hasNginx, send, startNginx } from '../support/nginx.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';
import { lighterWidth } from '~/service/media/media.server.ts';
import { MEDIA_WIDTHS } from '~/shared/fields/pictures.ts';
import type { StaffOrderPage } from '~/shared/contract/staff/orders.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

// Two machines of one shop (docs/machines.md): two servers on different ports, each with its own data and builds
// folders, on one PostgreSQL database. Only on PostgreSQL: on SQLite a shop is one machine.
type Shop = Awaited<ReturnType<typeof startShop>>;
const productPage = '/Products/PLT0322/ordibehesht-side-plate';
let dataA = '';
let dataB = '';
let builds = '';
let a: Shop;
let b: Shop;
let proxy: Awaited<ReturnType<typeof startNginx>> | null = null;
let editor = '';
let staff = '';

const staffCall = async (shop: Shop, cookie: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${shop.url}${path}`, { ...init, headers: { cookie, origin: shop.url, ...init.headers } });
  return { status: response.status, body: await response.json() };
};

async function until<T>(what: string, read: () => Promise<T | null>, limitMs = 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const found = await read().catch(() => null);
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

async function order(shop: Shop, key: string) {
  const response = await fetch(`${shop.url}/v1/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ items: [{ sku: 'PLT0322', count: 1 }], customer }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { orderId: number } } };
}

/** Whether machine `shop`'s staff list finds order `id`. */
const listed = async (shop: Shop, id: number) => {
  // `#12` is that order alone (a bare number also matches every phone with those digits).
  const { status, body } = await staffCall(shop, staff, `/v1/staff/orders?q=%23${orderNumber(id)}`);
  expect(status).toBe(200);
  return (body.data as StaffOrderPage).orders.some((found) => found.id === id);
};

describe.skipIf(!testServer)('two machines on one PostgreSQL', () => {
  beforeAll(async () => {
    dataA = mkdtempSync(join(tmpdir(), 'storefront-machine-a-'));
    dataB = mkdtempSync(join(tmpdir(), 'storefront-machine-b-'));
    // Inside the project: a built server resolves its packages from node_modules.
    mkdirSync('builds', { recursive: true });
    builds = mkdtempSync(join(process.cwd(), 'builds', 'machines-'));
    const databaseUrl = await databaseUrlFor(dataA);
    a = await startShop({ dataDir: dataA, env: { DATABASE_URL: databaseUrl, BUILDS_DIR: join(builds, 'a') } });
    b = await startShop({ dataDir: dataB, env: { DATABASE_URL: databaseUrl, BUILDS_DIR: join(builds, 'b') } });
    // deploy/nginx-machines.conf in front of both, as docs/deploying.md shows it.
    if (hasNginx)
      proxy = await startNginx({ shopPorts: [a, b].map((shop) => Number(new URL(shop.url).port)), file: 'deploy/nginx-machines.conf' });
    await withTestStore(dataA, async ({ db }) => {
      await db.updateTable('products').set({ quantity: 1000, inStock: 1 }).where('sku', '=', 'PLT0322').execute();
      editor = (await signedInAs(db, 'editor', 'Machines editor')).cookie;
      staff = (await signedInAs(db, 'staff', 'Machines staff')).cookie;
    });
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    await b?.stop();
    await a?.stop();
    await dropDatabaseFor(dataA);
    for (const dir of [dataA, dataB, builds]) rmSync(dir, { recursive: true, force: true });
  });

  it("serves the pictures the first machine had on its disk from the other's", async () => {
    const drawn = readdirSync(join(dataA, 'media')).filter((file) => file.endsWith('.svg'));
    expect(drawn.length).toBeGreaterThan(50);
    for (const name of drawn.slice(0, 5)) {
      const [fromA, fromB] = await Promise.all([a, b].map((shop) => fetch(`${shop.url}/CDN/Files/${name}`)));
      expect(fromB!.status).toBe(200);
      expect(await fromB!.text()).toBe(await fromA!.text());
      expect(fromB!.headers.get('etag')).toBe(fromA!.headers.get('etag'));
    }
  });

  it('serves a photograph uploaded through one machine from the other, with its variants made once', async () => {
    const upload = await staffCall(a, editor, '/v1/staff/pictures?name=rocket.jpg', {
      method: 'POST',
      body: readFileSync(join('bench', 'photos', 'rocket.jpg')),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(upload.status).toBe(200);
    const { name } = upload.body.data as { name: string };
    const url = `/CDN/Files/${name}`;
    expect(existsSync(join(dataB, 'media', name))).toBe(false);
    const original = await fetch(`${a.url}${url}`);
    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await original.arrayBuffer()));
    expect(fromB.headers.get('etag')).toBe(original.headers.get('etag'));
    // Machine A makes every variant after answering; B copies them rather than resizing again.
    const variantsOnA = () => readdirSync(join(dataA, 'media-cache')).filter((file) => file.startsWith(name) && file.endsWith('.avif'));
    // As AVIF: every width full, and the light copies (one width step smaller: 1600 px shares 1024's).
    const made = MEDIA_WIDTHS.length + new Set(MEDIA_WIDTHS.map(lighterWidth)).size;
    await until('the variants made on A', async () => (variantsOnA().length >= made ? true : null), 120_000);
    const accept = { accept: 'image/avif,image/webp,*/*' };
    const [variantA, variantB] = await Promise.all([a, b].map((shop) => fetch(`${shop.url}${url}?w=384`, { headers: accept })));
    expect(variantB!.status).toBe(200);
    expect(variantB!.headers.get('etag')).toBe(variantA!.headers.get('etag'));
    expect(Buffer.from(await variantB!.arrayBuffer())).toEqual(Buffer.from(await variantA!.arrayBuffer()));
    // B's copy carries the time the database gave the variant A made: copied, not made on B.
    const copied = readdirSync(join(dataB, 'media-cache')).filter((file) => file.startsWith(name));
    expect(copied.length).toBeGreaterThan(0);
    const shared = await withTestStore(dataA, ({ db }) =>
      db
        .selectFrom('sharedFiles')
        .select(['key', 'at'])
        .where(
          'key',
          'in',
          copied.map((file) => `media-cache/${file}`),
        )
        .execute(),
    );
    expect(shared).toHaveLength(copied.length);
    for (const { key, at } of shared) expect(statSync(join(dataB, key)).mtimeMs, key).toBe(at);
  });

  it('takes a publish started on one machine live on both, also after their connections for notifications dropped', async () => {
    const name = `Two machines plate ${Date.now()}`;
    await withTestStore(dataA, async ({ db }) => {
      await db.updateTable('products').set({ nameEn: name }).where('sku', '=', 'PLT0322').execute();
      // Both machines' listening connections cut, as a database restart or a network blip would.
      const { rows } = await sql<{ cut: boolean }>`SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`.execute(db);
      expect(rows.map((row) => row.cut)).toEqual([true, true]);
    });
    const press = await staffCall(a, editor, '/v1/staff/publish', { method: 'POST' });
    expect(press.status).toBe(200);
    expect(press.body.message.en).toBe('Publishing has started.');
    const startedAt = (press.body.data as PublishView).startedAt;
    // An editor on B follows the same build, and pressing there joins it rather than starting a second one.
    const onB = await staffCall(b, editor, '/v1/staff/publish', { method: 'POST' });
    expect(onB.status).toBe(200);
    expect(onB.body.message.en).toBe('Publishing is already under way; you are following it.');
    expect(onB.body.data).toMatchObject({ state: 'building', startedAt, startedBy: 'Machines editor' });
    const done = await until(
      'the publish on A',
      async () => {
        const view = (await staffCall(a, editor, '/v1/staff/publish')).body.data as PublishView;
        return view.state === 'building' ? null : view;
      },
      240_000,
    );
    expect(done.state).toBe('live');
    // B tells how it ended too, though it never built.
    const seenOnB = await until('the end of the publish, as B tells it', async () => {
      const view = (await staffCall(b, editor, '/v1/staff/publish')).body.data as PublishView;
      return view.state === 'live' ? view : null;
    });
    expect(seenOnB).toMatchObject({ startedAt, build: done.build, pages: done.pages });
    for (const shop of [a, b]) {
      const page = await until(`the new name on ${shop.url}`, async () => {
        const html = await (await fetch(`${shop.url}${productPage}`)).text();
        return html.includes(name) ? html : null;
      });
      expect(page).toContain(name);
    }
    // B copied the build into its own folder: files its live build had are linked to them (the bundles at least), the
    // renamed page read from the database. Compared by inode, as B's spare also links them.
    const copy = readdirSync(join(builds, 'b')).find((dir) => /^\d{8}-\d{6}$/.test(dir));
    expect(copy).toBeDefined();
    const client = join(builds, 'b', copy!, 'client');
    const before = join('dist', 'client');
    const sameFile = (name: string) => statSync(join(client, name)).ino === statSync(join(before, name)).ino;
    const bundles = readdirSync(join(client, '_astro')).filter((file) => file.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles) expect(sameFile(join('_astro', file)), file).toBe(true);
    expect(sameFile(join(productPage, 'index.html'))).toBe(false);
  }, 300_000);

  it("lists an order placed on one machine in the other's staff list, and the other's cached stock answer follows", async () => {
    const stockOnB = async () => {
      const { data } = await (await fetch(`${b.url}/v1/product/sku/PLT03/1/24`)).json();
      return (data.items as { sku: string; quantity: number }[]).find((item) => item.sku === 'PLT0322')!.quantity;
    };
    const before = await stockOnB();
    const placed = await order(a, `machines-${Date.now()}`);
    expect(placed.status).toBe(200);
    expect(await listed(b, placed.body.data!.orderId)).toBe(true);
    // B keeps that answer in memory, by the catalogue version it reads from the database on each request.
    expect(await stockOnB()).toBe(before - 1);
  });

  it('loses nothing acknowledged when one machine is killed in the middle of a burst, and the other goes on', async () => {
    const acknowledged: number[] = [];
    let killed = false;
    const sender = async (id: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const answer = await order(a, `burst-${Date.now()}-${id}-${i}`);
          if (answer.status === 200) acknowledged.push(answer.body.data!.orderId);
        } catch {
          return; // machine A is gone: this order was never acknowledged
        }
      }
    };
    const senders = Array.from({ length: 8 }, (_, id) => sender(id));
    await until('40 orders acknowledged', async () => (acknowledged.length >= 40 ? true : null));
    killed = true;
    await a.crash();
    await Promise.all(senders);
    for (const id of acknowledged) expect(await listed(b, id), `order ${id}`).toBe(true);
    // B still serves the published pages and takes orders on its own.
    expect((await fetch(`${b.url}${productPage}`)).status).toBe(200);
    expect((await order(b, `after-${Date.now()}`)).status).toBe(200);
    // Through nginx, visitors do not notice: every request reaches B.
    if (proxy) for (let i = 0; i < 6; i++) expect((await send(proxy.port, 'GET', productPage)).status).toBe(200);
    // A monitor asking through nginx hears that the shop is ready: B is.
    if (proxy) expect(JSON.parse((await send(proxy.port, 'GET', '/readyz')).text)).toMatchObject({ ready: true });
  }, 120_000);
});
