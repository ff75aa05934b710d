import { defaultMember, type FamilyEntry, sortSizes } from '~/shared/catalogue/families.ts';
import { mediaSrcset } from '~/shared/catalogue/paths.ts';
import type { SizeFilter } from '~/shared/catalogue/sku.ts';
import type { Page } from '~/shared/contract/types.ts';

/** The copies a card's picture is offered in, and the width it shows at (FamilyCard.astro). */
export const CARD_WIDTHS = [192, 256, 384, 512] as const;
export const CARD_SIZES = '(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 46vw';

/** The size a card shows first: the one the list prefers, else the first in stock, else the first. */
export function cardMember(entry: FamilyEntry, filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>) {
  const sizes = sortSizes(entry.members, filtersByCategory);
  return { sizes, product: defaultMember(sizes, entry.prefer) };
}

/**
 * The first card's picture on a list's first page, the largest picture of its first screen, for the head to ask
 * for early (PicturePreload.astro); null on later pages or without a picture.
 */
export function firstCardPicture(
  page: Page<FamilyEntry>,
  filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>,
  mediaBase: string,
): { srcset: string; sizes: string } | null {
  const entry = page.page === 1 ? page.items[0] : undefined;
  const picture = entry && cardMember(entry, filtersByCategory).product.images[0];
  return picture ? { srcset: mediaSrcset(picture, CARD_WIDTHS, mediaBase), sizes: CARD_SIZES } : null;
}
