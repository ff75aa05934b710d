import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from '~/web/redirects.ts';

describe('canonicalRedirect', () => {
  it('sends alternate spellings to the one canonical path, in both locales', () => {
    expect(canonicalRedirect('/AboutUs')).toBe('/aboutUs');
    expect(canonicalRedirect('/CONTACTUs')).toBe('/contactUs');
    expect(canonicalRedirect('/fa/CONTACTUs')).toBe('/fa/contactUs');
    expect(canonicalRedirect('/products/wishlist')).toBe('/Products/WishList');
    expect(canonicalRedirect('/FA/aboutus')).toBe('/fa/aboutUs');
  });

  it('keeps the query string', () => {
    expect(canonicalRedirect('/products/search', '?searchResult=vase')).toBe('/Products/Search?searchResult=vase');
  });

  it('drops a trailing slash from known pages', () => {
    expect(canonicalRedirect('/contactUs/')).toBe('/contactUs');
  });

  it('leaves canonical and unknown paths alone', () => {
    for (const path of [
      '/',
      '/fa/',
      '/aboutUs',
      '/fa/aboutUs',
      '/Products/Search',
      '/category/VAS/vases',
      '/Products/VAS0112/dune',
      '/favicon.svg',
    ]) {
      expect(canonicalRedirect(path), path).toBeNull();
    }
  });
});
