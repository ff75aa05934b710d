import { describe, expect, it } from 'vitest';
import { categoryTarget, linkedCode, matchTargets, productTarget, targetOf, type LinkTarget } from '~/shared/staff/linkTargets.ts';

const known: LinkTarget[] = [
  { kind: 'page', href: '/', name: 'Home' },
  { kind: 'page', href: '/aboutUs', name: 'About us' },
  { kind: 'page', href: '/Products/Search', name: 'Search' },
  categoryTarget({ key: 'VAS', slug: 'vases', name: 'Vases' }),
  categoryTarget({ key: 'LGT', slug: 'lighting', name: 'روشنایی' }),
  productTarget({ sku: 'VAS0110', slug: 'dune-vase', name: 'Dune Stoneware Vase' }),
];

describe('what a typed link opens', () => {
  it('finds a category by its code whatever its address name or size page, and a product by its SKU', () => {
    expect(targetOf('/category/VAS/vases', known)?.name).toBe('Vases');
    expect(targetOf('/category/VAS/old-name/size/12?sort=new', known)?.name).toBe('Vases');
    expect(targetOf('/Products/VAS0110/anything', known)?.name).toBe('Dune Stoneware Vase');
    expect(targetOf('/category/NOPE/none', known)).toBeNull();
    expect(targetOf('/Products/VAS0999/x', known)).toBeNull();
  });

  it('finds the shop’s pages with a query, an anchor or another case, and nothing off the shop', () => {
    expect(targetOf('/', known)?.name).toBe('Home');
    expect(targetOf('/aboutus/', known)?.name).toBe('About us');
    expect(targetOf('/Products/Search?q=vase#results', known)?.name).toBe('Search');
    expect(targetOf('https://elsewhere.example/', known)).toBeNull();
    expect(targetOf('/nowhere', known)).toBeNull();
  });

  it('tells a product’s address from the list pages under /Products', () => {
    expect(linkedCode('/Products/VAS0110/dune-vase')).toEqual({ kind: 'product', code: 'VAS0110' });
    expect(linkedCode('/Products/page/2')).toBeNull();
    expect(linkedCode('/Products/Search')).toBeNull();
    expect(linkedCode('/category/VAS/vases')).toEqual({ kind: 'category', code: 'VAS' });
  });
});

describe('finding a page to link to', () => {
  it('matches every word in the name, the code or the address, Persian as the shop folds it', () => {
    expect(matchTargets('vase', known).map((t) => t.href)).toEqual(['/category/VAS/vases', '/Products/VAS0110/dune-vase']);
    expect(matchTargets('dune vase', known).map((t) => t.kind)).toEqual(['product']);
    expect(matchTargets('vas0110', known)).toHaveLength(1);
    // An Arabic yeh typed for the Persian one still finds it.
    expect(matchTargets('روشنايي', known).map((t) => t.name)).toEqual(['روشنایی']);
    expect(matchTargets('about', known).map((t) => t.href)).toEqual(['/aboutUs']);
    expect(matchTargets('   ', known)).toEqual([]);
    expect(matchTargets('a', known, 2)).toHaveLength(2);
  });
});
