import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../support/staffSession.ts';
import { productForm } from '../support/staffProduct.ts';
import { withTestStore } from '../support/database.ts';
import { scrapeMetrics, seriesValue } from '../support/metrics.ts';
import { freePort, startShop } from '../support/startShop.ts';
import { call, isFailure } from './http.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

// A shop of its own with two workers (a press and a poll may land on different processes), builds inside the project
// (the built server finds node_modules), and a settings file to break a build (PUBLISH_BUILD_ENV_FILE).
mkdirSync('builds', { recursive: true });
const buildsDir = mkdtempSync(join(process.cwd(), 'builds', 'publish-'));
const buildEnvFile = join(buildsDir, 'build-env.json');
const productPage = '/Products/PLT0322/ordibehesht-side-plate';
let shop: Awaited<ReturnType<typeof startShop>>;
let metricsPort: number;
const cookies: Record<'customer' | 'staff' | 'editor' | 'admin', string> = { customer: '', staff: '', editor: '', admin: '' };

beforeAll(async () => {
  metricsPort = await freePort();
  shop = await startShop({
    env: {
      WORKERS: '2',
      BUILDS_DIR: buildsDir,
      PUBLISH_BUILD_ENV_FILE: buildEnvFile,
      METRICS_PORT: String(metricsPort),
      LOG_FORMAT: 'json',
    },
  });
  await withTestStore(shop.dataDir, async ({ db }) => {
    for (const role of ['customer', 'staff', 'editor', 'admin'] as const)
      cookies[role] = (await signedInAs(db, role, `Publish ${role}`)).cookie;
  });
});
afterAll(async () => {
  // A build a failed test left running: its runner leads a process group of its own (it runs detached).
  try {
    process.kill(-JSON.parse(readFileSync(join(shop.dataDir, 'publish.lock'), 'utf8')).pid, 'SIGTERM');
  } catch {
    // none running
  }
  await shop?.stop();
  rmSync(buildsDir, { recursive: true, force: true });
});

const publish = (role: keyof typeof cookies, method: 'GET' | 'POST' = 'GET') =>
  call(`${shop.url}/v1/staff/publish`, { method, headers: { cookie: cookies[role], origin: shop.url } });

const renamePlate = (nameEn: string) =>
  withTestStore(shop.dataDir, ({ db }) => db.updateTable('products').set({ nameEn }).where('sku', '=', 'PLT0322').execute());

/** A price no other number in the shop has. */
const QUOTED = 876_543_219;

/** Renames the plate in the staff area, as an editor does: the record of changes notes it. */
async function renameInStaffArea(nameEn: string) {
  const headers = { cookie: cookies.editor, origin: shop.url };
  const { product, packages } = (await call(`${shop.url}/v1/staff/products/PLT0322`, { headers })).body.data;
  // With a price to quote, which no page the publish renders may show.
  const prices = [{ packageId: product.packageIds[0] ?? packages[0].id, price: String(QUOTED) }];
  const saved = await call(`${shop.url}/v1/staff/products/PLT0322`, {
    method: 'PUT',
    headers,
    json: { ...productForm(product), nameEn, prices },
  });
  expect(saved.status).toBe(200);
}

/** A staff page as the editor reads it (without the marks that keep codes left to right). */
const staffPage = async (path: string) =>
  (await (await fetch(`${shop.url}${path}`, { headers: { cookie: cookies.editor } })).text()).replace(/[\u2066-\u2069]/g, '');

const publicPage = async () => (await fetch(`${shop.url}${productPage}`)).text();

/** Polls as the staff page does (faster), until the build is over; returns every state seen. */
async function untilDone(limitMs = 240_000): Promise<PublishView[]> {
  const seen: PublishView[] = [];
  const deadline = Date.now() + limitMs;
  for (;;) {
    const { status, body } = await publish('editor');
    expect(status).toBe(200);
    seen.push(body.data);
    if (body.data.state !== 'building') return seen;
    if (Date.now() > deadline) throw new Error(`still building: ${JSON.stringify(body.data)}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/**
 * A series of the shop's metrics once it reaches `atLeast` (the server looks at the publish's record every second),
 * or after 5 s.
 */
async function metricOnce(series: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = seriesValue(await scrapeMetrics(metricsPort), series);
    if (value >= atLeast || Date.now() > deadline) return value;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The log lines of the publishes that ended. */
const publishLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.includes('"event":"publish"'))
    .map((line) => JSON.parse(line) as { outcome: string; seconds: number; pages: number | null; by: string });

const publishAudit = (action = 'publish') =>
  withTestStore(shop.dataDir, ({ db }) => db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute());

describe('publishing: who may', () => {
  it('answers 401 signed out, 404 to a customer and to staff without the catalogue, the state to editors and admins', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const signedOut = await call(`${shop.url}/v1/staff/publish`, { method, headers: { origin: shop.url } });
      expect(signedOut.status).toBe(401);
      expect(isFailure(signedOut.body)).toBe(true);
      for (const role of ['customer', 'staff'] as const) {
        const refused = await publish(role, method);
        expect(refused.status, `${role} ${method}`).toBe(404);
        expect(isFailure(refused.body)).toBe(true);
      }
    }
    for (const role of ['editor', 'admin'] as const) {
      const { status, body, headers } = await publish(role);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ state: 'idle', startedAt: null, pages: { written: 0, total: 0 }, error: null });
      expect(headers.get('cache-control')).toContain('no-store');
    }
    expect(await publishAudit()).toEqual([]);
  });

  it('refuses to start while a published product would look broken, naming each gap in the caller’s language', async () => {
    // The review's VAS0618: published in the vases, size 18 that no size filter titles, no picture.
    await withTestStore(shop.dataDir, async ({ db }) => {
      const vases = await db.selectFrom('categories').select('id').where('xCode', '=', 'VAS').executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('products')
        .values({
          sku: 'VAS0618',
          parentSku: 'VAS06',
          nameFa: 'گلدان تازه‌وارد',
          nameEn: 'New vase',
          descriptionFa: '',
          descriptionEn: '',
          images: '[]',
          slug: 'new-vase',
          status: 'publish',
          quantity: 3,
          inStock: 1,
          position: 999,
          searchText: 'new vase vas0618',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('productCategories').values({ productId: id, categoryId: vases.id }).execute();
    });
    try {
      const fa = await call(`${shop.url}/v1/staff/publish`, {
        method: 'POST',
        headers: { cookie: cookies.editor, origin: shop.url, 'accept-language': 'fa' },
      });
      expect(fa.status).toBe(409);
      expect(isFailure(fa.body)).toBe(true);
      expect(fa.body.additionalInfo).toEqual([
        '\u2068VAS0618\u2069: تصویر ندارد (تصویری بیفزایید، یا در صفحهٔ محصول «فعلاً بدون تصویر» را علامت بزنید)',
        '\u2068VAS0618\u2069: اندازهٔ ۱۸ در اندازه‌های دسته‌بندی‌اش عنوان ندارد',
      ]);
      const en = await call(`${shop.url}/v1/staff/publish`, { method: 'POST', headers: { cookie: cookies.editor, origin: shop.url } });
      expect(en.body.additionalInfo).toEqual([
        'VAS0618: no picture (add one, or tick “No picture yet” on its page)',
        'VAS0618: size 18 has no title in its categories’ sizes',
      ]);
      // Nothing started, nothing recorded; the publish page names the product with a link to it.
      expect((await publish('editor')).body.data.state).toBe('idle');
      expect(await publishAudit()).toEqual([]);
      const page = await call(`${shop.url}/fa/staff/publish`, { headers: { cookie: cookies.editor } });
      expect(page.text).toContain('href="/fa/staff/products/VAS0618"');
      expect(page.text).toContain('اندازهٔ ۱۸ در اندازه‌های دسته‌بندی‌اش عنوان ندارد');
      // Published without a picture by choice: only the size's title is missing now.
      await withTestStore(shop.dataDir, ({ db }) =>
        db.updateTable('products').set({ pictureLater: 1 }).where('sku', '=', 'VAS0618').execute(),
      );
      const chosen = await call(`${shop.url}/v1/staff/publish`, { method: 'POST', headers: { cookie: cookies.editor, origin: shop.url } });
      expect(chosen.status).toBe(409);
      expect(chosen.body.additionalInfo).toEqual(['VAS0618: size 18 has no title in its categories’ sizes']);
    } finally {
      await withTestStore(shop.dataDir, async ({ db }) => {
        const product = await db.selectFrom('products').select('id').where('sku', '=', 'VAS0618').executeTakeFirstOrThrow();
        await db.deleteFrom('productCategories').where('productId', '=', product.id).execute();
        await db.deleteFrom('products').where('id', '=', product.id).execute();
      });
    }
  });
});

describe('publishing', () => {
  it(
    'builds and puts live once for two presses at the same moment, with its progress, and records who started it',
    { timeout: 300_000 },
    async () => {
      await renameInStaffArea('Ordibehesht Plate, renamed for publishing');
      expect(await publicPage()).not.toContain('renamed for publishing');
      // Saved, not live: every staff page of those who publish says so, and Publish lists it (in words, by whom).
      expect(await staffPage('/staff/products')).toContain('1 change not published yet');
      expect(await staffPage('/fa/staff/catalogue')).toContain('۱ تغییر هنوز منتشر نشده است');
      const waiting = await staffPage('/staff/publish');
      expect(waiting).toContain('Waiting to be published');
      expect(waiting).toContain('Product PLT0322 edited');
      expect(waiting).toContain('Publish editor');

      // An editor and an admin press at once (the shop has two workers): one build, the other joins it.
      const presses = await Promise.all([publish('editor', 'POST'), publish('admin', 'POST')]);
      for (const press of presses) {
        expect(press.status).toBe(200);
        expect(press.body.data.state).toBe('building');
      }
      expect(presses[0]!.body.data.startedAt).toBe(presses[1]!.body.data.startedAt);
      const messages = presses.map((press) => press.body.message.en).sort();
      expect(messages).toEqual(['Publishing has started.', 'Publishing is already under way; you are following it.']);
      const starter = presses.find((press) => press.body.message.en === 'Publishing has started.')!.body.data.startedBy;
      expect(['Publish editor', 'Publish admin']).toContain(starter);
      expect(presses[0]!.body.data.pages.total).toBeGreaterThan(300); // the pages being served

      // Pressing again while it runs joins it too.
      const again = await publish('editor', 'POST');
      expect(again.body.message.fa).toContain('در جریان');
      expect(again.body.data.startedAt).toBe(presses[0]!.body.data.startedAt);

      const seen = await untilDone();
      // Progress while it builds: only the pages the rename shows are rendered (docs/publishing.md), counted
      // against themselves, the rest carried over; with the time left.
      const progress = seen.filter((view) => view.state === 'building' && (view.pages.written > 0 || view.compressed.done > 0));
      expect(progress.length, JSON.stringify(seen.slice(0, 5))).toBeGreaterThan(0);
      expect(
        progress.some((view) => view.pages.carried > 300 && view.pages.total < 50),
        JSON.stringify(progress.map((view) => [view.pages, view.compressed])),
      ).toBe(true);
      expect(progress.every((view) => view.secondsLeft !== null && view.pages.written <= view.pages.total)).toBe(true);

      const done = seen.at(-1)!;
      expect(done, readFileSync(join(shop.dataDir, 'publish.log'), 'utf8').slice(-2000)).toMatchObject({ state: 'live', error: null });
      // The plate's pages in both languages, its family's and the lists it is on: a few dozen of over 350.
      expect(done.pages.written).toBeGreaterThanOrEqual(4);
      expect(done.pages.written).toBeLessThan(50);
      expect(done.pages.carried).toBeGreaterThan(300);
      expect(done.pages.total).toBe(done.pages.written + done.pages.carried);
      expect(done.build).toMatch(/^\d{8}-\d{6}$/);
      expect(Date.parse(done.finishedAt!)).toBeGreaterThan(Date.parse(done.startedAt!));
      // Live means served: the server reports the new build, and the public page has the new name.
      const server = JSON.parse(readFileSync(join(shop.dataDir, 'server.json'), 'utf8'));
      expect(server.build).toBe(join(buildsDir, done.build!));
      expect(await publicPage()).toContain('renamed for publishing');
      // The staff's price is in none of the pages the publish rendered, in either language, nor in the sitemap.
      const rendered = [
        await publicPage(),
        await (await fetch(`${shop.url}/fa${productPage}`)).text(),
        await (await fetch(`${shop.url}/sitemap.xml`)).text(),
      ];
      for (const page of rendered) {
        for (const form of [String(QUOTED), '876,543,219', '۸۷۶۵۴۳۲۱۹', '۸۷۶٬۵۴۳٬۲۱۹']) expect(page).not.toContain(form);
      }
      // Nothing waits any more.
      expect(await staffPage('/staff/products')).not.toContain('not published yet');
      expect(await staffPage('/staff/publish')).toContain('Every saved change is live.');
      // One build, whoever pressed.
      expect(readdirSync(buildsDir).filter((name) => /^\d{8}-\d{6}$/.test(name))).toEqual([done.build]);

      const audit = await publishAudit();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorName).toBe(starter);
      // What it put live, in the record: the plate's rename.
      expect(JSON.parse(audit[0]!.after!)).toMatchObject({
        state: 'building',
        startedAt: done.startedAt,
        changes: 1,
        putsLive: [{ action: 'product.update', subject: 'PLT0322' }],
      });
      // And how it ended, in the starter's name: the pages it wrote.
      await expect.poll(async () => (await publishAudit('publish.live')).length, { timeout: 10_000 }).toBe(1);
      const ended = (await publishAudit('publish.live'))[0]!;
      expect(ended.actorName).toBe(starter);
      expect(JSON.parse(ended.after!)).toMatchObject({ pages: done.pages.written, seconds: expect.any(Number) });
      // Counted and logged: one publish, how long it took, who started it.
      expect(await metricOnce('shop_publishes_total{outcome="published"}', 1)).toBe(1);
      expect(await metricOnce('shop_publish_duration_seconds_count', 1)).toBe(1);
      expect(await metricOnce('shop_build_switches_total', 1)).toBe(1);
      expect(publishLines()).toEqual([expect.objectContaining({ outcome: 'published', pages: done.pages.written, by: starter })]);
      expect(publishLines()[0]!.seconds).toBeGreaterThan(0);
    },
  );

  it(
    'recovers the lock of a build whose process is gone, and reports a failed build with why, the live site unchanged',
    { timeout: 180_000 },
    async () => {
      const current = readlinkSync(join(buildsDir, 'current'));
      // The builds (the live build's spare is made in the background meanwhile, and is not one).
      const builds = () =>
        readdirSync(buildsDir)
          .filter((name) => !/\.spare(-making)?$/.test(name))
          .sort();
      const before = builds();
      const { pid } = spawnSync(process.execPath, ['-e', '0']);
      // A build whose runner was killed: its lock names a process that is gone.
      const record = JSON.parse(readFileSync(join(shop.dataDir, 'publish.json'), 'utf8'));
      writeFileSync(join(shop.dataDir, 'publish.json'), JSON.stringify({ ...record, id: 'gone', state: 'building', finishedAt: null }));
      writeFileSync(join(shop.dataDir, 'publish.lock'), JSON.stringify({ id: 'gone', pid }));
      const interrupted = await publish('editor');
      expect(interrupted.body.data.state).toBe('failed');
      expect(interrupted.body.data.error).toContain('stopped before the build finished');

      // A build that cannot read the catalogue (a service address where nothing answers) fails.
      await renamePlate('A plate name that never goes live');
      writeFileSync(buildEnvFile, JSON.stringify({ SERVICE_URL: 'http://127.0.0.1:9' }));
      try {
        const press = await publish('admin', 'POST');
        expect(press.status).toBe(200);
        expect(press.body.message.en).toBe('Publishing has started.');
        const done = (await untilDone(150_000)).at(-1)!;
        expect(done.state).toBe('failed');
        expect(done.error).toContain('The build failed');
        expect(done.error).toContain('the live site is unchanged');
        expect(done.build).toBeNull();
      } finally {
        rmSync(buildEnvFile, { force: true });
      }
      expect(readlinkSync(join(buildsDir, 'current'))).toBe(current);
      expect(builds()).toEqual(before);
      const page = await publicPage();
      expect(page).toContain('renamed for publishing');
      expect(page).not.toContain('never goes live');
      expect(await publishAudit()).toHaveLength(2);
      await expect.poll(async () => (await publishAudit('publish.failed')).length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse((await publishAudit('publish.failed'))[0]!.after!).error).toBeTruthy();
      // The failed build is counted (the interrupted one too, when the server saw it before the next began).
      expect(await metricOnce('shop_publishes_total{outcome="failed"}', 1)).toBeGreaterThanOrEqual(1);
      expect(await metricOnce('shop_publishes_total{outcome="published"}', 1)).toBe(1);
      expect(publishLines().at(-1)).toMatchObject({ outcome: 'failed' });
    },
  );
});
