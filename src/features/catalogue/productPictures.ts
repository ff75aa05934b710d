import { mediaSrcset } from '~/shared/catalogue/paths.ts';

/** How wide a product page's pictures show: half the page beside the details on a wide screen, else the screen. */
export const PRODUCT_PICTURE_SIZES = '(min-width: 56rem) 28rem, 92vw';

/** A product picture's widths for `srcset`. */
export const productPictureSet = (file: string, base: string): string => mediaSrcset(file, [384, 512, 768, 1024], base);
