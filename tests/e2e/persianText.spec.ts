import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { collectPageText, persianTextProblems } from '../support/persianText.ts';
import { test } from './support.ts';

// The Persian text check (docs/rules.md#persian-text) over every prerendered Persian page as served; pages made per
// request are checked wherever specs open them, by support.ts's `test`.

const builtPages = (): string[] => {
  const list = JSON.parse(readFileSync(join(process.env.BUILD_DIR || 'dist', 'page-list.json'), 'utf8')) as { all: string[] };
  return list.all.filter((path) => path === '/fa' || path.startsWith('/fa/'));
};

test.describe('Persian text', () => {
  test('every prerendered Persian page reads as Persian: no Latin digits, middle dots or Latin words outside isolates', async ({
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the built pages are the same for every screen');
    test.setTimeout(180_000);
    const paths = builtPages();
    expect(paths.length).toBeGreaterThan(100);
    // The page as its HTML stands, without script (its <noscript> texts too), nothing fetched.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.route('**/*', (route) => route.abort());
    const problems: string[] = [];
    for (const path of paths) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      await reader.setContent(await answer.text(), { waitUntil: 'domcontentloaded' });
      for (const sample of await reader.evaluate(collectPageText))
        problems.push(...persianTextProblems({ ...sample, where: `${path} ${sample.where}` }));
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  test('the check catches what a Persian reader would', async ({ page }) => {
    // A page of this test's own, apart from the one every test's pages are checked on.
    const sandbox = await page.context().newPage();
    await sandbox.setContent(
      `<html lang="fa" dir="rtl"><head><title>سبد خرید</title></head><body>
        <p>بسته‌بندی: تک‌عددی · ۱ عدد</p><p>اندازه: 21×30</p><p>همه اقلام را از لیست سفارش حذف کنید</p>
        <p>هر category به آن نیاز دارد</p><p>کد: <bdi dir="ltr">VAS0110</bdi></p><p>نویسه‌های ⁦A-Z⁩ و رقم</p></body></html>`,
    );
    const problems = (await sandbox.evaluate(collectPageText)).flatMap((sample) => persianTextProblems(sample));
    expect(problems.map((problem) => problem.split(' in ')[0])).toEqual([
      'a middle dot (it reads as the Persian zero)',
      'Latin digits outside an isolated code',
      '«لیست» (write فهرست, or سبد خرید for the cart)',
      'Latin words (category) inside a Persian sentence, not isolated,',
    ]);
  });
});
