import { slugify } from '~/shared/catalogue/paths.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { Store } from '~/service/db/database.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { writeCatalogue } from '~/service/catalogue/writeCatalogue.server.ts';
import type { CatalogueInput } from '~/service/catalogue/catalogueInput.ts';
import { saveMedia as storeMedia } from '~/service/media/mediaStore.server.ts';
import { seedDemoAccount } from './demoAccount.server.ts';
import { demoBanners, demoCategories, demoFamilies, demoPackages } from './demoCatalogue.data.ts';
import { bannerPictureSvg, productPictureSvg } from './demoPictures.server.ts';
import type { QuotePrice } from '~/shared/contract/staff/catalogue.ts';

/** Writes a generated SVG into the media folder under a content-hashed name and returns the name. */
const saveMedia = (mediaDir: string, stem: string, svg: string) => storeMedia(mediaDir, `${stem}.svg`, svg).name;

/** Whether the store's catalogue has nothing in it yet (no category). */
const catalogueEmpty = async (store: Store) => !(await store.db.selectFrom('categories').select('id').limit(1).executeTakeFirst());

/** Loads the demo catalogue into an empty store; returns whether it did. */
export async function seedDemoIfEmpty(store: Store): Promise<boolean> {
  if (!(await catalogueEmpty(store))) return false;
  await writeCatalogue(store.db, demoCatalogue(store.mediaDir));
  await seedDemoAccount(store.db);
  return true;
}

/**
 * A build's or the server's first look at the catalogue: an empty one gets the demo shop when DEMO_SHOP=1 asks
 * for it; otherwise the shop starts empty and the log says how to fill it.
 */
export async function openCatalogue(store: Store): Promise<void> {
  if (!(await catalogueEmpty(store))) return;
  if (serviceConfig().demoShop && (await seedDemoIfEmpty(store))) log.info('the catalogue was empty: loaded the demo shop (DEMO_SHOP=1)');
  else log.warn(EMPTY_SHOP);
}

const EMPTY_SHOP =
  'the catalogue is empty: the shop shows no products until staff add them (the staff area, or "npm run catalogue -- import <file>"); DEMO_SHOP=1 loads the demo shop instead';

/** A small deterministic generator, so the demo shop is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Prices to quote for a demo SKU, in tomans (a box or carton a little less a piece); about one SKU in ten has none,
 * so staff's orders show lines without a price too.
 */
function demoPrices(random: () => number, packageIds: number[]): QuotePrice[] {
  if (random() < 0.1) return [];
  const piece = 120_000 + Math.round(random() * 228) * 10_000;
  return packageIds.map((packageId) => {
    const pieces = demoPackages.find((p) => p.id === packageId)!.pieces;
    const discount = pieces >= 24 ? 0.9 : pieces >= 6 ? 0.95 : 1;
    return { packageId, price: Math.round((piece * pieces * discount) / 10_000) * 10_000 };
  });
}

/** The demo catalogue with its pictures drawn into `mediaDir`. */
export function demoCatalogue(mediaDir: string): CatalogueInput {
  const random = seededRandom(20261121);
  // A generator of their own: the stock above stays what it was before the demo had prices.
  const prices = seededRandom(20261126);
  const xCodeOf = new Map(demoCategories.map((c) => [c.key, c.xCode]));
  const products: CatalogueInput['products'] = [];
  let index = 0;
  for (const [f, family] of demoFamilies.entries()) {
    const stem = family.parentSku.toLowerCase();
    const images = ([1, 2] as const).map((view) =>
      saveMedia(mediaDir, `${stem}-${view}`, productPictureSvg(family.kind, family.palette, view, f + 1)),
    );
    for (const size of family.sizes) {
      index += 1;
      const roll = random();
      // About one in twelve sold out, one in eight nearly gone; a few drafts editors have not published.
      const rolled = roll < 0.08 ? 0 : roll < 0.2 ? 1 + Math.floor(random() * 2) : 3 + Math.floor(random() * 60);
      const quantity = family.soldOut?.includes(size) ? 0 : rolled;
      products.push({
        sku: `${family.parentSku}${size}`,
        parentSku: family.parentSku,
        nameFa: family.nameFa,
        nameEn: family.nameEn,
        descriptionFa: family.descriptionFa,
        descriptionEn: family.descriptionEn,
        images,
        slug: slugify(family.nameEn),
        categoryXCodes: family.categoryKeys.map((key) => xCodeOf.get(key)!),
        status: index % 41 === 0 ? 'draft' : 'publish',
        quantity,
        packageIds: family.packages ?? [],
        featured: family.featured ?? false,
        prices: demoPrices(prices, family.packages ?? demoPackages.map((p) => p.id)),
      });
    }
  }
  const categoryByKey = new Map(demoCategories.map((c) => [c.key, c]));
  return {
    categories: demoCategories.map((c) => ({
      xCode: c.xCode,
      slug: c.slug,
      nameFa: c.nameFa,
      nameEn: c.nameEn,
      descriptionFa: c.descriptionFa,
      descriptionEn: c.descriptionEn,
      parentXCode: c.parentKey ? xCodeOf.get(c.parentKey)! : null,
      sizeFilters: c.sizeFilters,
      sizeUnit: c.sizeUnit ?? '',
      sizeMeasure: c.sizeMeasure ?? '',
    })),
    products,
    banners: demoBanners.map((b, i) => {
      const category = categoryByKey.get(b.categoryKey)!;
      return {
        titleFa: b.titleFa,
        titleEn: b.titleEn,
        descriptionFa: b.descriptionFa,
        descriptionEn: b.descriptionEn,
        alignContent: b.alignContent,
        slug: `/category/${category.xCode}/${category.slug}`,
        media: [{ url: saveMedia(mediaDir, `banner-${i + 1}`, bannerPictureSvg(b.kind, b.palette, i + 7)), type: 'image' }],
      };
    }),
    packages: demoPackages,
  };
}
