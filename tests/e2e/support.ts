import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { collectPageText, persianTextProblems } from '../support/persianText.ts';

const dataDir = () => process.env.E2E_DATA_DIR!;

/**
 * Every end-to-end test, with the Persian text check (docs/rules.md#persian-text) on every Persian page it opens, as
 * loaded and as left: a text added later is checked without anyone remembering to.
 */
export const test = base.extend<{ persianText: void }>({
  persianText: [
    async ({ page }, use) => {
      const problems = new Set<string>();
      const checks: Promise<void>[] = [];
      const check = async () => {
        const address = page.url();
        const samples = await page.evaluate(collectPageText).catch(() => []);
        for (const sample of samples)
          for (const problem of persianTextProblems({ ...sample, where: `${new URL(address).pathname} ${sample.where}` }))
            problems.add(problem);
      };
      page.on('load', () => checks.push(check()));
      await use();
      if (!page.isClosed()) checks.push(check());
      await Promise.all(checks);
      expect([...problems], 'Persian text on the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs statements on the running shop's database, as staff tools or a stock update would. */
export function withDatabase<T>(work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dataDir(), 'store.db'));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Sets a product's stock and marks the catalogue changed, as a stock update would. */
export function setQuantity(sku: string, quantity: number) {
  withDatabase((db) => {
    db.prepare('UPDATE products SET quantity = ?, inStock = ? WHERE sku = ?').run(quantity, quantity > 0 ? 1 : 0, sku);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogueVersion', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
      `e2e-${Date.now()}-${Math.random()}`,
    );
  });
}

/**
 * A fresh account for one test, with an order already called back and a saved address. Other numbers' send
 * bookkeeping is cleared to stay under the hourly cap per address (every test comes from 127.0.0.1).
 */
export function newAccount(): string {
  const phone = `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  withDatabase((db) => {
    const { lastInsertRowid: accountId } = db
      .prepare("INSERT INTO accounts (phoneNumber, name, roles, createdAt) VALUES (?, 'Test Shopper', 'customer', ?)")
      .run(phone, Date.now());
    db.prepare(
      "INSERT INTO addresses (accountId, firstName, lastName, mobile, address, province, city, shopName, postalCode, position) VALUES (?, 'Leila', 'Karimi', ?, '7 Bahar St', 'Fars', 'Shiraz', 'Karimi Crafts', '7134567891', 0)",
    ).run(accountId, phone);
    const { lastInsertRowid: orderId } = db
      .prepare(
        "INSERT INTO orders (mobile, firstName, lastName, address, province, city, shopName, postalCode, locale, status, createdAt) VALUES (?, 'Leila', 'Karimi', '7 Bahar St', 'Fars', 'Shiraz', 'Karimi Crafts', '7134567891', 'en', 'called', ?)",
      )
      .run(phone, Date.now() - 86_400_000);
    db.prepare(
      "INSERT INTO orderLines (orderId, position, sku, nameFa, nameEn, count) VALUES (?, 0, 'VAS0112', 'گلدان آزمایشی', 'Test vase', 3)",
    ).run(orderId);
    db.prepare('DELETE FROM otpSends WHERE phoneNumber != ?').run(phone);
  });
  return phone;
}

/**
 * The texts to customers (docs/operations.md#texts-to-customers) the development phone holds for a number, oldest
 * first.
 */
export function textsTo(phone: string): { kind: string; text: string }[] {
  const file = join(dataDir(), 'texts-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { to: string; kind: string; text: string }];
      } catch {
        return []; // another test's text half written as this reads
      }
    })
    .filter((text) => text.to === phone);
}

/** The last code texted to a number, waiting for it to arrive (and to differ from `previous`). */
export async function codeFor(phone: string, previous?: string): Promise<string> {
  const file = join(dataDir(), 'sms-outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      // Only whole lines: another test's message may be half written as this reads (tests run side by side).
      const mine = readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as { to: string; code: string }];
          } catch {
            return [];
          }
        })
        .filter((m) => m.to === phone);
      code = mine.at(-1)?.code;
      return code && code !== previous ? code : undefined;
    })
    .toBeTruthy();
  return code!;
}

/**
 * A staff page's island has hydrated (Astro drops `ssr` from it then): typing or pressing before that would be lost.
 */
export const hydrated = (page: Page) => page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });

/** The page's own script runs after the load event. */
export async function live(page: Page) {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

/**
 * Opens a header drawer as a visitor does: a tap on a phone, the pointer over its icon on a wider screen. A click
 * could land on the open drawer, or shut a menu the hover opened.
 */
export async function openDrawer(page: Page, icon: Locator, opened: Locator) {
  if ((page.viewportSize()?.width ?? 0) > 550) {
    await page.mouse.move(0, 0);
    await icon.hover();
  } else {
    await icon.click();
  }
  await expect(opened).toBeVisible();
}

/**
 * Opens the search dialog with a click on the header's box and waits for the island's dialog to replace the plain
 * one, so what a test types goes to the island's field.
 */
export async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('searchbox').first().click();
  await page.locator('astro-island:not([ssr]) #site-search').waitFor({ state: 'attached' });
  await expect(page.locator('#search-plain')).toBeHidden();
  const dialog = page.locator('astro-island dialog.search-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the basket drawer (see openDrawer). */
export const openBasket = (page: Page) => openDrawer(page, page.getByRole('banner').locator('[data-basket]'), page.getByRole('dialog'));

/** Opens the menu drawer (see openDrawer). */
export const openMenu = (page: Page) =>
  openDrawer(
    page,
    page.getByRole('banner').locator('details.drawer > summary'),
    page.getByRole('banner').locator('details.drawer[open] nav'),
  );

/** Latin digits written in Persian ones. */
export const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/**
 * Shows a Persian page as a later visit does, with Vazirmatn: `optional` takes the font only within a tenth of a
 * second, which a busy test machine cannot promise. Nothing to do in English.
 */
export async function withPersianFont(page: Page) {
  await page.evaluate(async () => {
    document.documentElement.classList.remove('system-font');
    for (const style of document.querySelectorAll('style')) {
      if (style.textContent?.includes('font-display:optional'))
        style.textContent = style.textContent.replaceAll('font-display:optional', 'font-display:block');
    }
    await document.fonts.ready;
  });
}

/**
 * Fails with axe's findings (rule, help, first nodes) when the page has any (only serious and critical ones, if
 * asked).
 */
export async function expectAccessible(page: Page, options: { seriousOnly?: boolean } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = options.seriousOnly
    ? results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    : results.violations;
  expect(
    found.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** The browser gets a share sheet as a phone's, which records what it is given (read back by `sharesMade`). */
export async function giveShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
  });
}

/** What the share sheet of `giveShareSheet` was given. */
export const sharesMade = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

/** The browser has no share sheet, as most desktop browsers. */
export async function takeShareSheet(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
}
