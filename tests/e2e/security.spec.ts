import { expect } from '@playwright/test';
import { test } from './support.ts';

// Built pages, pages rendered per request, and a page whose islands are opened.
for (const path of ['/', '/fa/category/VAS/vases', '/Products/Search?searchResult=vase', '/fa/account/login', '/checkout']) {
  test(`${path} sends its security headers and runs under its content security policy`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    // Open an island: its scripts come from this site and run.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /order list|سبد خرید/i })
      .hover();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}

test('the service answers with nosniff too', async ({ request }) => {
  const response = await request.get('/v1/shop/menu');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
