import { mediaSrcset, mediaUrl } from '~/shared/catalogue/paths.ts';
import type { Banner } from '~/shared/contract/types.ts';

/** A banner's picture as the home page asks for it: the first (hero) wider, and fetched first. */
export function bannerPicture(banner: Banner, hero: boolean, base: string) {
  const file = banner.media[0]?.url ?? '';
  const sizes = !hero
    ? '(min-width: 76rem) 36rem, (min-width: 48rem) 48vw, 84vw'
    : banner.alignContent === 'center'
      ? '(min-width: 76rem) 74rem, 96vw'
      : '(min-width: 76rem) 48rem, (min-width: 48rem) 62vw, 96vw';
  return {
    file,
    src: mediaUrl(file, hero ? 768 : 512, base),
    srcset: mediaSrcset(file, hero ? [384, 512, 768, 1024, 1600] : [384, 512, 768, 1024], base),
    sizes,
  };
}
