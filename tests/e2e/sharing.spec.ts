import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROME_FLAGS, CHROME_PATH } from '../support/chromium.ts';
import { asStructuredData } from '../support/structuredData.ts';
import { giveShareSheet, live, sharesMade, takeShareSheet, test } from './support.ts';

/**
 * Shared links and the installable shop (docs/sharing.md): Open Graph and Twitter tags, JSON-LD, the manifest and the
 * share button, all read as the browser parsed them, never as text.
 */
const PRODUCT = '/Products/LMP0135/kooh-oak-table-lamp';
const CATEGORY = '/category/LGT/lighting';
const locales = [
  {
    prefix: '',
    lang: 'en',
    ogLocale: 'en_US',
    alternate: 'fa_IR',
    dir: 'ltr',
    siteName: 'Online Shop',
    share: 'Share',
    copy: 'Copy link',
    copied: 'Link copied.',
    message: (name: string) => `${name} at Online Shop`,
    search: 'vase',
    found: /^[1-9]\d* products? found$/,
  },
  {
    prefix: '/fa',
    lang: 'fa',
    ogLocale: 'fa_IR',
    alternate: 'en_US',
    dir: 'rtl',
    siteName: 'فروشگاه آنلاین',
    share: 'اشتراک‌گذاری',
    copy: 'کپی پیوند',
    copied: 'پیوند کپی شد.',
    message: (name: string) => `${name} در فروشگاه آنلاین`,
    search: 'گلدان',
    found: /^[۱-۹][۰-۹]* کالا پیدا شد$/,
  },
];

/** Checked JSON-LD items, as plain records to look into. */
const checked = (data: unknown[]) => data.map((item) => asStructuredData(item) as unknown as Record<string, unknown> & { '@type': string });
/** The names of a BreadcrumbList's steps, and their links. */
const stepsOf = (item: Record<string, unknown>) => item.itemListElement as { name: string; item?: string }[];
/** The visible breadcrumb trail's texts. */
const visibleTrail = async (page: Page, lang: string) =>
  (
    await page
      .getByRole('navigation', { name: lang === 'fa' ? 'مسیر صفحه' : 'You are here' })
      .getByRole('listitem')
      .allTextContents()
  ).map((text) => text.trim());

/** The page's preview tags by name, its canonical address and its JSON-LD items, as the browser parsed them. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const tags: Record<string, string> = {};
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[property], meta[name]')) {
      tags[meta.getAttribute('property') ?? meta.name] = meta.content;
    }
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href;
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    return { tags, canonical, data: data as unknown[] };
  });
}

/** The picture at `url`: fetched as a messenger would, its format and size read from its bytes. */
async function picture(request: APIRequestContext, url: string) {
  // Built for SITE_URL; fetched from the server under test.
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  const { format, width, height } = await sharp(await response.body()).metadata();
  return { type: response.headers()['content-type'], format, width, height };
}

const CARD = { type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 };

for (const l of locales) {
  test.describe(`sharing (${l.lang})`, () => {
    test('a product link previews with its name, its words and its own picture, and tells search engines the product', async ({
      page,
      request,
    }) => {
      await page.goto(`${l.prefix}${PRODUCT}`);
      const { tags, canonical, data } = await readPage(page);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      expect(tags['og:title']).toBe(name);
      expect(tags['twitter:title']).toBe(name);
      expect(tags['og:description']).toBe(tags.description);
      expect(tags['og:description']!.length).toBeLessThanOrEqual(160);
      expect(tags['og:url']).toBe(canonical);
      expect(tags['og:site_name']).toBe(l.siteName);
      expect([tags['og:locale'], tags['og:locale:alternate']]).toEqual([l.ogLocale, l.alternate]);
      expect(tags['twitter:card']).toBe('summary_large_image');
      expect(tags['twitter:image']).toBe(tags['og:image']);
      expect(tags['og:image:alt']).toBe(name);
      expect(tags['og:image']).toMatch(/^https?:\/\/[^/]+\/CDN\/Cards\/lmp01-1-[0-9a-f]+\.svg\/card\.jpg$/);
      expect(await picture(request, tags['og:image']!)).toEqual(CARD);

      const [product, ...others] = checked(data);
      expect(product).toMatchObject({ '@type': 'Product', sku: 'LMP0135', name, url: canonical, brand: { name: l.siteName } });
      expect(product).toMatchObject({ offers: { availability: 'https://schema.org/InStock' } });
      const crumbs = await page
        .getByRole('navigation', { name: l.lang === 'fa' ? 'مسیر صفحه' : 'You are here' })
        .getByRole('listitem')
        .allTextContents();
      expect(others).toHaveLength(1);
      const trail = others[0] as { '@type': string; itemListElement: { name: string }[] };
      expect(trail['@type']).toBe('BreadcrumbList');
      expect(trail.itemListElement.map((step) => step.name)).toEqual(crumbs.map((text) => text.trim()));
    });

    test('a category link previews with its picture and its trail', async ({ page, request }) => {
      await page.goto(`${l.prefix}${CATEGORY}`);
      const { tags, data } = await readPage(page);
      expect(tags['og:title']).toBe((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
      expect(tags['og:image']).toMatch(/\/CDN\/Cards\/[^/]+\/card\.jpg$/);
      expect(await picture(request, tags['og:image']!)).toEqual(CARD);
      const items = checked(data);
      expect(items.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
      const steps = stepsOf(items[0]!);
      expect(steps.map((step) => step.name)).toEqual(await visibleTrail(page, l.lang));
      expect(steps[0]!.item).toBe(new URL(`${l.prefix}/`, tags['og:url']).href);
    });

    test('home tells search engines the shop and how to search it, and the search it names works', async ({ page, request }) => {
      await page.goto(`${l.prefix}/`);
      const { tags, canonical, data } = await readPage(page);
      expect(tags['og:url']).toBe(canonical);
      expect(await picture(request, tags['og:image']!)).toEqual(CARD);
      const items = checked(data);
      expect(items.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
      const site = items[1] as unknown as { inLanguage: string; potentialAction: { target: { urlTemplate: string } } };
      expect(site.inLanguage).toBe(l.lang);
      const search = new URL(site.potentialAction.target.urlTemplate.replace('{search_term_string}', encodeURIComponent(l.search)));
      await page.goto(`${search.pathname}${search.search}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(l.search);
      await expect(page.getByRole('status').filter({ hasText: l.found })).toBeVisible();
    });

    test('a page without a picture of its own previews with the shop card in its language', async ({ page, request }) => {
      await page.goto(`${l.prefix}/aboutUs`);
      const { tags } = await readPage(page);
      expect(tags['og:image']).toMatch(/\/_astro\/share-card-(en|fa)\.[\w-]+\.jpg$/);
      expect(tags['og:image']).toContain(`share-card-${l.lang}.`);
      expect(await picture(request, tags['og:image']!)).toEqual(CARD);
    });

    test('without the Web Share API, Share offers Telegram, WhatsApp and a copy of the link', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await takeShareSheet(page);
      await page.goto(`${l.prefix}${PRODUCT}`);
      await live(page);
      const { canonical } = await readPage(page);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      // In the page's main part: the footer has the shop's own Telegram and WhatsApp links.
      const main = page.getByRole('main');
      const telegram = main.getByRole('link', { name: l.lang === 'fa' ? 'تلگرام' : 'Telegram' });
      await expect(telegram).toBeHidden();
      await page.getByText(l.share, { exact: true }).click();
      const telegramUrl = new URL((await telegram.getAttribute('href'))!);
      expect(telegramUrl.host).toBe('t.me');
      expect(telegramUrl.searchParams.get('url')).toBe(canonical);
      expect(telegramUrl.searchParams.get('text')).toBe(l.message(name));
      const whatsapp = new URL((await main.getByRole('link', { name: l.lang === 'fa' ? 'واتس‌اپ' : 'WhatsApp' }).getAttribute('href'))!);
      expect(whatsapp.searchParams.get('text')).toBe(`${l.message(name)}\n${canonical}`);
      await page.getByRole('button', { name: l.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: l.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    });

    test('with the Web Share API, Share opens the system share sheet with the product', async ({ page }) => {
      await giveShareSheet(page);
      await page.goto(`${l.prefix}${PRODUCT}`);
      await live(page);
      const { canonical } = await readPage(page);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByText(l.share, { exact: true }).click();
      expect(await sharesMade(page)).toEqual([{ title: name, text: l.message(name), url: canonical }]);
      // The system's sheet stands in for the links.
      await expect(page.getByRole('button', { name: l.copy })).toBeHidden();
    });

    test('the shop installs from its pages, in their language, its manifest fetched only after the page loaded', async ({
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a browser profile of its own, the same on both projects');
      // Chrome installs nothing from an incognito window, which every test context is: a profile of its own.
      const profile = mkdtempSync(join(tmpdir(), 'storefront-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROME_PATH,
        args: ['--headless', ...CHROME_FLAGS],
        ...(baseURL ? { baseURL } : {}),
      });
      try {
        const page = await context.newPage();
        const events: string[] = [];
        page.on('request', (request) => {
          if (/manifest|icon-/.test(request.url())) events.push(new URL(request.url()).pathname);
        });
        page.on('load', () => events.push('load'));
        await page.goto(`${l.prefix}${PRODUCT}`);
        const link = page.locator('link[rel="manifest"]');
        await link.waitFor({ state: 'attached' });
        const cdp = await context.newCDPSession(page);
        await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
        expect(events[0]).toBe('load');
        expect(events).toContain(`${l.prefix}/manifest.webmanifest`);

        const manifest = await (await context.request.get((await link.getAttribute('href'))!)).json();
        expect(manifest).toMatchObject({ lang: l.lang, dir: l.dir, name: l.siteName, start_url: `${l.prefix}/`, display: 'standalone' });
        expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
        for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
          const body = await (await context.request.get(icon.src)).body();
          const { format, width, height } = await sharp(body).metadata();
          expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
        }
        expect(manifest.icons.map((icon: { purpose: string; sizes: string }) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual([
          'any 192x192',
          'any 512x512',
          'maskable 192x192',
          'maskable 512x512',
        ]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('the sitemap lists both languages of every page and the pictures of each product', async ({ page }) => {
      const response = await page.request.get('/sitemap.xml');
      const xml = await response.text();
      await page.goto(`${l.prefix}/`);
      const entry = await page.evaluate(
        ({ xml, path }) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          const sitemap = 'http://www.sitemaps.org/schemas/sitemap/0.9';
          const url = [...doc.getElementsByTagNameNS(sitemap, 'url')].find(
            (node) => new URL(node.getElementsByTagNameNS(sitemap, 'loc')[0]!.textContent!).pathname === path,
          );
          if (!url) return null;
          return {
            alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
              (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
            ),
            pictures: [...url.getElementsByTagNameNS('http://www.google.com/schemas/sitemap-image/1.1', 'loc')].map(
              (loc) => loc.textContent!,
            ),
          };
        },
        { xml, path: `${l.prefix}${PRODUCT}` },
      );
      expect(entry?.alternates).toEqual([`en ${PRODUCT}`, `fa /fa${PRODUCT}`]);
      expect(entry?.pictures).toHaveLength(2);
      for (const address of entry!.pictures)
        expect((await page.request.get(new URL(address).pathname + new URL(address).search)).status()).toBe(200);
    });
  });
}
