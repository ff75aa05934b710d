import { describe, expect, it } from 'vitest';
import { FEW_LEFT } from '~/shared/cart/cartRules.ts';
import type { Product } from '~/shared/contract/types.ts';
import { productStockText } from '~/features/catalogue/productPage.server.ts';

// The product page's stock line as built; the stock check in the browser writes the same line by the same threshold.
const product = (quantity: number, stockStatus: Product['stockStatus'] = 'instock') => ({ quantity, stockStatus }) as Product;

describe("a product page's stock line", () => {
  it('says how many are left at the threshold or fewer, and only "in stock" above it', () => {
    expect(productStockText('en', product(FEW_LEFT))).toBe(`Only ${FEW_LEFT} packages left`);
    expect(productStockText('en', product(1))).toBe('Only 1 package left');
    expect(productStockText('en', product(FEW_LEFT + 1))).toBe('In stock');
  });

  it('says it in Persian with Persian digits', () => {
    expect(productStockText('fa', product(2))).toBe('تنها ۲ بسته باقی مانده');
    expect(productStockText('fa', product(FEW_LEFT + 1))).toBe('موجود');
  });

  it('says sold out whatever the count, once the product is out of stock', () => {
    expect(productStockText('en', product(2, 'outofstock'))).toBe('Sold out');
    expect(productStockText('fa', product(0, 'outofstock'))).toBe('ناموجود');
  });
});
