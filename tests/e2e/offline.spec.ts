import { expect } from '@playwright/test';
import { test } from './support.ts';

test('the service worker keeps visited pages for offline use and shows the offline page otherwise', async ({ page, context, isMobile }) => {
  test.skip(isMobile, 'one run is enough');
  await page.goto('/category/VAS/vases');
  // Registered at idle after the load event on a fast link.
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker?.getRegistration('/')), undefined, { timeout: 15_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page visited while the worker controls the tab is cached as it is fetched.
  await page.reload();
  await page.goto('/aboutUs');
  await context.setOffline(true);
  try {
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.goto('/WorkWithUs');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  // The service's calls are never cached.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.some((url) => url.startsWith('/v1/'))).toBe(false);
  expect(cached).toContain('/aboutUs');
  // Pictures and bundles fetched while it controls the tab are kept too.
  expect(cached.some((url) => url.startsWith('/CDN/Files/'))).toBe(true);
  expect(cached.some((url) => url.startsWith('/_astro/'))).toBe(true);
});
