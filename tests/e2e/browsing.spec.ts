import { expect, type Page } from '@playwright/test';
import { live, persian, setQuantity, test, withDatabase } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    n: (digits: string) => digits,
    add: 'Add to order list',
    soldOut: 'Sold out',
    notify: 'Tell me when it is back',
    sizes: 'Sizes',
    allSizes: 'All sizes',
    products: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
    packaging: 'Packaging',
    item: '1 item',
    onePackage: '1 package',
    size: (diameter: number) => `Ø${diameter}`,
  },
  {
    prefix: '/fa',
    lang: 'fa',
    n: persian,
    add: 'افزودن به سبد خرید',
    soldOut: 'ناموجود',
    notify: 'وقتی موجود شد خبرم کنید',
    sizes: 'اندازه‌ها',
    allSizes: 'همهٔ اندازه‌ها',
    products: (n: number) => `${persian(String(n))} کالا`,
    packaging: 'بسته‌بندی',
    item: '۱ قلم',
    onePackage: '۱ بسته',
    size: (diameter: number) => `قطر ${persian(String(diameter))}`,
  },
] as const;

type Saved = { sku: string; countInCart?: number; packageId?: number; packageIds?: number[] };
const saved = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) || '[]') as Saved[], key);
const cardOf = (page: Page, parentSku: string) => page.locator(`[data-product][data-sku^="${parentSku}"]`);
const skusOfFamily = (parentSku: string) =>
  withDatabase(
    (db) =>
      db.prepare("SELECT sku, quantity FROM products WHERE parentSku = ? AND status = 'publish' ORDER BY sku").all(parentSku) as {
        sku: string;
        quantity: number;
      }[],
  );

for (const l of locales) {
  test.describe(l.lang, () => {
    test('lists one card per product family; picking a size sets the code the buttons act on', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await live(page);
      const cards = page.locator('[data-product]');
      const parents = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-sku')!.slice(0, 5)));
      expect(new Set(parents).size).toBe(parents.length);
      await expect(page.getByRole('status').filter({ hasText: l.products(parents.length) })).toBeVisible();

      const dune = cardOf(page, 'VAS01');
      const sizes = dune.getByRole('list', { name: l.sizes }).getByRole('button');
      await expect(sizes).toHaveText([10, 12, 16, 20, 24].map(l.size));
      await sizes.filter({ hasText: l.size(16) }).click();
      await expect(sizes.filter({ hasText: l.size(16) })).toHaveAttribute('aria-pressed', 'true');
      // The code is the product page's to show: a card keeps to its picture, name, sizes and one control.
      await expect(dune.getByText(/VAS01/)).toHaveCount(0);
      await expect(dune.getByRole('link').first()).toHaveAttribute('href', `${l.prefix}/Products/VAS0116/dune-stoneware-vase`);
      await dune.getByRole('button', { name: l.add }).click();
      expect(await saved(page, 'cart')).toMatchObject([{ sku: 'VAS0116', countInCart: 1, packageId: 1 }]);
      await expect(page.locator('[data-count="cart"]')).toHaveText(l.n('1'));
    });

    test('a size page keeps each card on the size filtered for, sold out or not, with the bell instead of Add', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases/size/24`);
      await live(page);
      const kavir = cardOf(page, 'VAS02');
      await expect(kavir).toHaveAttribute('data-sku', 'VAS0224');
      await expect(kavir.getByRole('button', { name: l.size(24) })).toHaveAttribute('aria-pressed', 'true');
      await expect(kavir.getByRole('button', { name: l.add })).toBeHidden();
      await expect(kavir.getByText(l.soldOut)).toBeVisible();
    });

    test('marks a size sold out on the card, struck through with a bell', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await live(page);
      const kavir = cardOf(page, 'VAS02');
      const soldOut = kavir.getByRole('button', { name: l.size(24) });
      await expect(soldOut).toHaveAttribute('data-stock', 'outofstock');
      expect(await soldOut.locator('bdi').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
      await expect(soldOut.locator('svg')).toBeVisible();
      // Picking it offers the bell instead of a dead "add".
      await soldOut.click();
      await expect(kavir.getByRole('button', { name: l.add })).toBeHidden();
      await expect(kavir.getByText(l.soldOut)).toBeVisible();
      await kavir.getByRole('button', { name: new RegExp(l.notify) }).click();
      expect(await saved(page, 'notifyList')).toMatchObject([{ sku: 'VAS0224' }]);
    });

    test('chooses the package type on the product page, and the order list shows it and lets it change', async ({ page, isMobile }) => {
      await page.goto(`${l.prefix}/Products/VAS0116/dune-stoneware-vase`);
      await live(page);
      const product = page.locator('[data-product]');
      const packaging = page.getByRole('group', { name: l.packaging });
      await expect(packaging.getByRole('radio')).toHaveCount(3);
      await expect(packaging.getByRole('radio').first()).toBeChecked();
      await packaging.getByRole('radio').nth(1).check();
      const total = product.locator('[data-package-total]');
      await expect(total).toHaveText(l.lang === 'fa' ? '۱ × جعبهٔ ۶تایی = ۶ عدد' : '1 × Box of 6 = 6 pieces');
      await product.locator('[data-action="increase"]').click();
      await expect(total).toHaveText(l.lang === 'fa' ? '۲ × جعبهٔ ۶تایی = ۱۲ عدد' : '2 × Box of 6 = 12 pieces');
      await product.getByRole('button', { name: l.add }).click();
      expect(await saved(page, 'cart')).toMatchObject([{ sku: 'VAS0116', countInCart: 2, packageId: 2 }]);

      // The basket drawer says which package and how many pieces.
      if (isMobile) await page.locator('[data-basket]').tap();
      else await page.locator('[data-basket]').hover();
      const drawer = page.getByRole('dialog', { name: l.lang === 'fa' ? 'سبد خرید' : 'Order list' });
      await expect(drawer).toContainText(l.lang === 'fa' ? '۲ × جعبهٔ ۶تایی = ۱۲ عدد' : '2 × Box of 6 = 12 pieces');
      await expect(drawer).toContainText(l.item);

      await page.goto(`${l.prefix}/cart`);
      const select = page.getByLabel(l.packaging);
      await expect(select).toHaveValue('2');
      await select.selectOption('3');
      await expect(page.locator('.cart-page')).toContainText(
        l.lang === 'fa' ? '۲ × کارتن ۲۴تایی = ۴۸ عدد' : '2 × Carton of 24 = 48 pieces',
      );
      expect(await saved(page, 'cart')).toMatchObject([{ sku: 'VAS0116', packageId: 3 }]);
      await page.goto(`${l.prefix}/checkout`);
      await expect(page.getByRole('main')).toContainText(l.lang === 'fa' ? '۲ × کارتن ۲۴تایی = ۴۸ عدد' : '2 × Carton of 24 = 48 pieces');
    });

    test('opened again, the product page shows the line in the order list, and changes that line (the second review’s steps)', async ({
      page,
      isMobile,
    }) => {
      const box = (n: number) =>
        l.lang === 'fa' ? `${persian(String(n))} × جعبهٔ ۶تایی = ${persian(String(6 * n))} عدد` : `${n} × Box of 6 = ${6 * n} pieces`;
      const single = (n: number) =>
        l.lang === 'fa'
          ? `${persian(String(n))} × تک‌عددی = ${persian(String(n))} عدد`
          : `${n} × Single piece = ${n} ${n === 1 ? 'piece' : 'pieces'}`;
      await page.goto(`${l.prefix}/Products/VAS0120/dune-stoneware-vase`);
      await live(page);
      const product = page.locator('[data-product]');
      const packaging = page.getByRole('group', { name: l.packaging });
      const total = product.locator('[data-package-total]');
      await packaging.getByRole('radio').nth(1).check();
      await product.locator('[data-action="increase"]').click();
      await product.getByRole('button', { name: l.add }).click();
      await expect(total).toHaveText(box(2));

      // Opened again: the box of 6 is ticked, and the page says two boxes, as the order list does.
      await page.reload();
      await live(page);
      await expect(packaging.getByRole('radio').nth(1)).toBeChecked();
      await expect(total).toHaveText(box(2));
      await product.locator('[data-action="increase"]').click();
      await expect(total).toHaveText(box(3));
      expect(await saved(page, 'cart')).toMatchObject([{ sku: 'VAS0120', countInCart: 3, packageId: 2 }]);
      // Another type ticked changes the line itself: three single pieces, and the order list says so too.
      await packaging.getByRole('radio').first().check();
      await expect(total).toHaveText(single(3));
      expect(await saved(page, 'cart')).toMatchObject([{ sku: 'VAS0120', countInCart: 3, packageId: 1 }]);
      if (isMobile) await page.locator('[data-basket]').tap();
      else await page.locator('[data-basket]').hover();
      await expect(page.getByRole('dialog', { name: l.lang === 'fa' ? 'سبد خرید' : 'Order list' })).toContainText(single(3));
    });

    test('sells a product of one package type without a choice, saying which type it is', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/RUG01RM`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/RUG01RM/zagros-hand-knotted-rug$`));
      await expect(page.getByRole('radio')).toHaveCount(0);
      await expect(page.getByText(l.lang === 'fa' ? /بسته‌بندی: تک‌عددی، ۱ عدد/ : /Packaging: Single piece · 1 piece/)).toBeVisible();
    });

    test('keeps an order-list entry saved in the old shape, read as its product’s default package', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      // As the store saved it before package types: no packageId, packageIds or parentSku.
      await page.evaluate(() =>
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              sku: 'SWT01MD',
              id: 1,
              slug: 'alborz-merino-sweater',
              nameFa: 'پلیور مرینو البرز',
              nameEn: 'Alborz Merino Sweater',
              images: [],
              size: 'M',
              stockStatus: 'instock',
              status: 'publish',
              countInCart: 1,
              buyLater: false,
            },
          ]),
        ),
      );
      await page.goto(`${l.prefix}/cart`);
      const line = page.locator('.cart-page > .cart-lines > li');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('SWT01MD');
      // The quantity check tells the page which types the sweater comes in: single pieces and boxes of 6.
      const select = page.getByLabel(l.packaging);
      await expect(select.locator('option')).toHaveCount(2);
      await expect(select).toHaveValue('1');
      await expect(page.locator('.cart-totals')).toContainText(l.item);
      await expect(page.locator('.cart-totals')).toContainText(l.onePackage);
      expect((await saved(page, 'cart'))[0]).toMatchObject({ sku: 'SWT01MD', packageIds: [1, 2] });
    });

    test('opens a product by its code in any letter case, and a renamed product’s old address', async ({ page }) => {
      for (const path of ['/Products/vas0116', '/Products/VAS0116/an-old-name']) {
        await page.goto(`${l.prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/VAS0116/dune-stoneware-vase$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.lang === 'fa' ? 'گلدان استون‌ور تلماسه' : 'Dune Stoneware Vase');
      }
    });
  });
}

for (const l of locales) {
  test(`${l.lang}: the chosen size filter is in view, however far along its row it is`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${l.prefix}/category/VAS/vases`);
    const filters = page.getByRole('navigation', { name: l.lang === 'fa' ? 'فیلتر بر اساس اندازه' : 'Filter by size' });
    const last = filters.getByRole('link').last();
    await page.goto((await last.getAttribute('href'))!);
    await live(page);
    await expect(filters.locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.99 });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const l of locales) {
    test(`${l.lang}: every picture shows, none held back for the first`, async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      // A card's second picture shows on hover only, with or without script.
      const pictures = page.locator('main img:not(.alt)');
      expect(await pictures.count()).toBeGreaterThan(10);
      for (const img of await pictures.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
    });

    test(`${l.lang}: the size filters narrow the list, say how many, and lead back to all`, async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      const filters = page.getByRole('navigation', { name: l.lang === 'fa' ? 'فیلتر بر اساس اندازه' : 'Filter by size' });
      await expect(filters.getByRole('link', { name: new RegExp(`^${l.allSizes}`) })).toHaveAttribute('aria-current', 'page');
      const ten = filters.getByRole('link', { name: new RegExp(l.size(10)) });
      const label = (await ten.getAttribute('aria-label'))!;
      await ten.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/category/VAS/vases/size/10$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(l.size(10));
      await expect(filters.getByRole('link', { name: new RegExp(l.size(10)) })).toHaveAttribute('aria-current', 'page');
      const cards = page.locator('[data-product]');
      const count = await cards.count();
      expect(label).toContain(l.products(count));
      // Every card starts on the size filtered for.
      for (const sku of await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-sku'))))
        expect(sku).toMatch(/^VAS\d\d10/);
      await filters.getByRole('link', { name: new RegExp(`^${l.allSizes}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/category/VAS/vases$`));
      expect(await page.locator('[data-product]').count()).toBeGreaterThan(count);
    });

    test(`${l.lang}: a size on a card is a link to that size's page`, async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await cardOf(page, 'VAS01')
        .getByRole('link', { name: l.size(20) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/VAS0120/dune-stoneware-vase$`));
      await expect(page.locator('[data-product] bdi.code')).toHaveText('VAS0120');
    });
  }
});

// Each project takes a family of its own (projects run side by side on one shop); both languages in turn.
const ownFamily = (project: string) => (project === 'phone' ? 'VAS03' : 'VAS05');

test('a family sold out since the build says so everywhere, moves last, and comes back when restocked', async ({ page }, testInfo) => {
  test.slow(); // eight pages, in both languages
  const parent = ownFamily(testInfo.project.name);
  const sizes = skusOfFamily(parent);
  const [first] = sizes;
  try {
    for (const l of locales) {
      await page.goto(`${l.prefix}/`);
      await page.evaluate((entry) => localStorage.setItem('wishlist', JSON.stringify([entry])), {
        sku: first!.sku,
        nameFa: 'گلدان',
        nameEn: 'Vase',
        images: [],
        size: 'Ø',
        stockStatus: 'instock',
        status: 'publish',
      });
      for (const { sku } of sizes) setQuantity(sku, 0);

      await page.goto(`${l.prefix}/category/VAS/vases`);
      await live(page);
      const card = cardOf(page, parent);
      await expect(card).toHaveAttribute('data-family-stock', 'outofstock');
      await expect(card.getByText(l.soldOut, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: new RegExp(l.notify) })).toBeVisible();
      await expect(card.getByRole('button', { name: l.add })).toBeHidden();
      expect(await card.locator('.pics').evaluate((el) => getComputedStyle(el).filter)).toContain('grayscale');
      // Moved after every family still in stock.
      const stocks = await page.locator('[data-product]').evaluateAll((all) => all.map((c) => c.getAttribute('data-family-stock')));
      expect(stocks.slice(stocks.indexOf('outofstock')).every((s) => s === 'outofstock')).toBe(true);

      await page.goto(`${l.prefix}/Products/${first!.sku}`);
      await live(page);
      await expect(page.locator('[data-stock-text]')).toHaveText(l.soldOut);
      await expect(page.locator('[data-product]').getByRole('button', { name: l.add })).toBeHidden();
      await expect(page.locator('[data-product]').getByRole('button', { name: new RegExp(l.notify) })).toBeVisible();

      await page.goto(`${l.prefix}/Products/WishList`);
      const entry = page.locator('[data-wish-entry]');
      await expect(entry).toContainText(l.soldOut);
      await expect(entry.getByRole('button', { name: l.add })).toHaveCount(0);
      await expect(entry.getByRole('button', { name: l.notify })).toBeVisible();

      // Back in stock: live again.
      for (const { sku, quantity } of sizes) setQuantity(sku, quantity);
      await page.reload();
      await expect(page.locator('[data-wish-entry]').getByRole('button', { name: l.add })).toBeEnabled();
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await live(page);
      await expect(cardOf(page, parent)).toHaveAttribute('data-family-stock', 'instock');
      await expect(cardOf(page, parent).getByRole('button', { name: l.add })).toBeEnabled();
    }
  } finally {
    for (const { sku, quantity } of sizes) setQuantity(sku, quantity);
  }
});

test('a card whose size sold out since the build starts on a size still in stock, the sold one struck through', async ({
  page,
}, testInfo) => {
  // A family of its own again: tests of one project also run side by side.
  const parent = testInfo.project.name === 'phone' ? 'BWL03' : 'BWL02';
  const sizes = skusOfFamily(parent);
  const [first, second] = sizes;
  try {
    setQuantity(first!.sku, 0);
    await page.goto('/category/TBL/tableware');
    await live(page);
    const card = cardOf(page, parent);
    await expect(card).toHaveAttribute('data-sku', second!.sku);
    await expect(card.locator(`[data-size-sku="${first!.sku}"]`)).toHaveAttribute('data-stock', 'outofstock');
    await expect(card).toHaveAttribute('data-family-stock', 'instock');
    await expect(card.getByRole('button', { name: 'Add to order list' })).toBeEnabled();
  } finally {
    setQuantity(first!.sku, first!.quantity);
  }
});

test.describe('home page', () => {
  for (const width of [320, 390, 768, 1280]) {
    for (const l of locales) {
      test(`${l.lang} at ${width} px: banners never cut their headline, strand a word or cover their picture; featured families follow`, async ({
        page,
        isMobile,
      }) => {
        test.skip(isMobile, 'widths are set here');
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${l.prefix}/`);
        const banners = page.locator('.banner');
        await expect(banners).toHaveCount(3);
        for (const banner of await banners.all()) {
          await banner.scrollIntoViewIfNeeded();
          const box = (await banner.boundingBox())!;
          const picture = (await banner.locator('img').boundingBox())!;
          const text = (await banner.locator('.banner-text').boundingBox())!;
          const overlap =
            Math.max(0, Math.min(picture.x + picture.width, text.x + text.width) - Math.max(picture.x, text.x)) *
            Math.max(0, Math.min(picture.y + picture.height, text.y + text.height) - Math.max(picture.y, text.y));
          expect(overlap, 'text over the picture').toBe(0);
          for (const part of [text, picture]) {
            expect(part.x).toBeGreaterThanOrEqual(box.x - 1);
            expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width + 1);
            expect(part.y + part.height).toBeLessThanOrEqual(box.y + box.height + 1);
          }
          const headline = banner.locator('strong');
          expect(await headline.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(
            true,
          );
          // No word is left alone on a line of its own: the editor's lines stay, and each wraps balanced.
          const lone = await banner.locator('strong, .banner-line').evaluateAll((blocks) =>
            blocks
              .filter((block) => {
                const text = block.firstChild;
                if (!text || text.nodeType !== Node.TEXT_NODE) return false;
                const tops = [...text.textContent!.matchAll(/\S+/g)].map((word) => {
                  const range = document.createRange();
                  range.setStart(text, word.index!);
                  range.setEnd(text, word.index! + word[0].length);
                  return Math.round(range.getBoundingClientRect().top);
                });
                const last = Math.max(...tops);
                return new Set(tops).size > 1 && tops.filter((top) => top === last).length === 1;
              })
              .map((block) => block.textContent),
          );
          expect(lone, 'a word alone on the last line of').toEqual([]);
          // Never mirrored: the picture reads the same in both languages.
          expect(await banner.locator('img').evaluate((img) => getComputedStyle(img).transform)).toBe('none');
        }
        const hero = banners.first().locator('img');
        await expect(hero).toHaveAttribute('loading', 'eager');
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
        const featured = page.getByRole('region', { name: l.lang === 'fa' ? 'برگزیده‌های این فصل' : 'Our picks this season' });
        expect(await featured.locator('[data-product]').count()).toBeGreaterThanOrEqual(4);
        // The rows of families and of categories fill their width: no empty columns left at their end.
        for (const row of ['.family-row', '.entries']) {
          const [filled, width] = await page.locator(row).evaluate((list) => {
            const boxes = [...list.children].map((item) => item.getBoundingClientRect());
            const first = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 1);
            return [Math.max(...first.map((b) => b.right)) - Math.min(...first.map((b) => b.left)), list.getBoundingClientRect().width];
          });
          if (width > 700) expect(filled, `${row} across its width`).toBeGreaterThan(width - 2);
        }
        const order = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.className.split(' ')[0]));
        expect(order.indexOf('featured')).toBeGreaterThan(order.indexOf('banners'));
      });
    }
  }

  test('in Persian the first banner’s text sits on the other side of its picture', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a wide screen puts the text beside the picture');
    const sides: Record<string, boolean> = {};
    for (const l of locales) {
      await page.goto(`${l.prefix}/`);
      const hero = page.locator('.banner').first();
      const picture = (await hero.locator('img').boundingBox())!;
      const text = (await hero.locator('.banner-text').boundingBox())!;
      sides[l.lang] = text.x < picture.x;
    }
    expect(sides).toEqual({ en: true, fa: false });
  });
});

test('counts in the header drawer and the order list follow the language’s plural rules', async ({ page }) => {
  await page.goto('/category/VAS/vases');
  await live(page);
  await cardOf(page, 'VAS01').getByRole('button', { name: 'Add to order list' }).click();
  await page.goto('/cart');
  await expect(page.locator('.cart-totals')).toContainText('1 item · 1 package');
  await page
    .locator('.cart-page')
    .getByRole('button', { name: /One package more/ })
    .click();
  await expect(page.locator('.cart-totals')).toContainText('1 item · 2 packages');
});

test.describe('the largest picture of the first screen', () => {
  const pages = [
    { what: 'a category', path: '/category/VAS/vases', picture: '.product-list img' },
    { what: 'all products', path: '/Products', picture: '.product-list img' },
    { what: 'search results', path: '/Products/Search?searchResult=vase', picture: '.product-list img' },
    { what: 'a product', path: '/Products/VAS0112/dune-stoneware-vase', picture: '.gallery img' },
    { what: 'home', path: '/', picture: '.banner img' },
  ];
  for (const l of locales) {
    for (const { what, path, picture } of pages) {
      test(`${what} (${l.lang}): asked for from the top of the head, the very copy the page shows, fetched once`, async ({
        page,
        isMobile,
      }) => {
        test.skip(!isMobile, 'a phone on a slow link is whom it is for; the choice of copy is the browser’s on any screen');
        await page.goto(`${l.prefix}${path}`, { waitUntil: 'load' });
        const shown = await page
          .locator(picture)
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(shown).toContain('/CDN/');
        const asked = await page.evaluate(() => {
          const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
          const urls = (link?.getAttribute('imagesrcset') ?? '')
            .split(', ')
            .map((entry) => new URL(entry.split(' ')[0]!, location.href).href);
          // Before the page's styles and its header, which stand between the head and the picture on a slow link.
          const early =
            link !== null && link.compareDocumentPosition(document.head.querySelector('style')!) === Node.DOCUMENT_POSITION_FOLLOWING;
          return { urls, early, fetched: performance.getEntriesByType('resource').map((entry) => entry.name) };
        });
        expect(asked.early).toBe(true);
        expect(asked.urls).toContain(shown);
        expect(asked.fetched.filter((url) => url === shown)).toHaveLength(1);
      });

      test(`${what} (${l.lang}): alone on a 2G link until it has arrived, the other pictures after it`, async ({ page, isMobile }) => {
        test.skip(!isMobile, 'a phone on a slow link is whom it is for');
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 300,
          downloadThroughput: 32_000,
          uploadThroughput: 32_000,
        });
        const started = new Map<string, { url: string; at: number; done?: number }>();
        cdp.on('Network.requestWillBeSent', (event) => started.set(event.requestId, { url: event.request.url, at: event.timestamp }));
        cdp.on('Network.loadingFinished', (event) => {
          const request = started.get(event.requestId);
          if (request) request.done = event.timestamp;
        });
        await page.goto(`${l.prefix}${path}`, { waitUntil: 'load' });
        const shown = await page
          .locator(picture)
          .first()
          .evaluate((img: HTMLImageElement) => img.currentSrc);
        // Scrolled to the end, every picture is asked for.
        await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
        await expect.poll(() => [...started.values()].filter((r) => r.url.includes('/CDN/') && r.url !== shown).length).toBeGreaterThan(0);
        const first = [...started.values()].find((request) => request.url === shown)!;
        expect(first.done, 'the largest picture arrived').toBeDefined();
        const others = [...started.values()].filter((request) => request.url.includes('/CDN/') && request.url !== shown);
        for (const other of others) expect(other.at, `${other.url} asked for after ${shown} arrived`).toBeGreaterThanOrEqual(first.done!);
      });
    }
  }
});
