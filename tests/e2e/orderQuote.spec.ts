import { expect } from '@playwright/test';
import { shot, staffLogin } from './staff.ts';
import { hydrated, persian, test, textsTo, withDatabase } from './support.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';

// After the call (docs/staff.md#quotes): staff send the quote, the customer reads it by link without session or
// script and accepts it with one tap; staff mark it sent with a Post code, which the page links to Post's tracking.
const locales = [
  {
    lang: 'en',
    prefix: '',
    digits: (n: number | string) => String(n),
    order: (id: number) => `Order ${orderNumber(id)}`,
    markCalled: 'Mark called',
    price: /^Price of one package of .+, in tomans \(2 packages\)$/,
    delivery: 'Delivery, in tomans (0: free)',
    payment: 'How the customer pays',
    door: 'By card at the door, on delivery',
    quoteNote: 'Note to the customer (optional, shown on the order’s page)',
    typedTotal: 'Total with delivery: 2,650,000 tomans',
    sendQuote: 'Send the quote',
    missing: 'Write a price in tomans for each line and for the delivery.',
    quoted: 'Quoted',
    sentOn: /Sent .+: 2,650,000.tomans in all, valid until /,
    total: '2,650,000 tomans',
    perPackage: '1,250,000 tomans a package: 2,500,000 tomans',
    accept: 'Accept the quote',
    callMe: 'Call me about it',
    accepted: 'Thank you: your order is confirmed.',
    confirmed: 'Confirmed: being prepared',
    carrier: 'Carrier',
    post: 'Iran Post',
    trackingCode: 'Tracking code',
    markSent: 'Mark sent',
    sentWith: 'Sent with Iran Post.',
    track: 'Track it on Iran Post’s site',
    moves: 'Status history',
    texts: 'Texts to the customer',
    quoteTextSent: /Quote: sent /,
    byCustomer: /Confirmed by the customer, on the order’s page/,
  },
  {
    lang: 'fa',
    prefix: '/fa',
    digits: persian,
    order: (id: number) => `سفارش ${persian(String(orderNumber(id)))}`,
    markCalled: 'ثبت: تماس گرفته شد',
    price: /^قیمت هر بستهٔ .+، به تومان \(۲ بسته\)$/,
    delivery: 'هزینهٔ ارسال به تومان (رایگان: ۰)',
    payment: 'روش پرداخت مشتری',
    door: 'با کارت‌خوان، هنگام تحویل',
    quoteNote: 'توضیح برای مشتری (اختیاری؛ در صفحهٔ سفارش دیده می‌شود)',
    typedTotal: 'جمع با هزینهٔ ارسال: ۲٬۶۵۰٬۰۰۰ تومان',
    sendQuote: 'فرستادن پیش‌فاکتور',
    missing: 'برای هر ردیف و برای ارسال، قیمتی به تومان بنویسید.',
    quoted: 'پیش‌فاکتور فرستاده شد',
    sentOn: /فرستاده‌شده در .+: روی‌هم ۲٬۶۵۰٬۰۰۰.تومان، معتبر تا /,
    total: '۲٬۶۵۰٬۰۰۰ تومان',
    perPackage: 'هر بسته ۱٬۲۵۰٬۰۰۰ تومان؛ جمع ۲٬۵۰۰٬۰۰۰ تومان',
    accept: 'پیش‌فاکتور را می‌پذیرم',
    callMe: 'درباره‌اش با من تماس بگیرید',
    accepted: 'سپاس‌گزاریم؛ سفارش شما تأیید شد.',
    confirmed: 'تأیید شد؛ در حال آماده‌سازی',
    carrier: 'شرکت حمل',
    post: 'پست',
    trackingCode: 'کد رهگیری',
    markSent: 'ثبت: ارسال شد',
    sentWith: 'با پست فرستاده شد.',
    track: 'پیگیری در سایت پست',
    moves: 'تاریخچهٔ وضعیت',
    texts: 'پیامک‌های مشتری',
    quoteTextSent: /پیش‌فاکتور: فرستاده شد، /,
    byCustomer: /تأیید شد: مشتری، در صفحهٔ سفارش/,
  },
] as const;

/**
 * A product in stock with packages to spare, its own per test: its stock is left alone, so the pages other tests
 * photograph (a sold-out card, a list's order) do not change.
 */
function productFor(slot: number): string {
  return withDatabase((db) => {
    const row = db
      .prepare("SELECT sku FROM products WHERE status = 'publish' AND quantity >= 20 ORDER BY id DESC LIMIT 1 OFFSET ?")
      .get(30 + slot) as { sku: string };
    return row.sku;
  });
}

for (const [index, l] of locales.entries()) {
  test(`a quote sent, read and accepted without JavaScript, then the parcel tracked (${l.lang})`, async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const sku = productFor(index * 2 + (info.project.name === 'phone' ? 1 : 0));
    const mobile = `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const placed = await request.post('/v1/order', {
      data: {
        items: [{ sku, count: 2 }],
        customer: {
          firstName: 'Parisa',
          lastName: 'Ahmadi',
          mobile,
          address: '4 Saadi St',
          province: 'Fars',
          city: 'Shiraz',
          shopName: 'Ahmadi',
          postalCode: '7134567890',
        },
      },
      headers: { 'idempotency-key': `e2e-quote-${Date.now()}-${Math.random()}`, 'accept-language': l.lang },
    });
    expect(placed.status()).toBe(200);
    const { orderId, link } = ((await placed.json()) as { data: { orderId: number; link: string } }).data;
    // The customer's phone has the order's number and its page's link.
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received']);
    expect(textsTo(mobile)[0]!.text).toContain(l.digits(String(orderNumber(orderId))));
    expect(textsTo(mobile)[0]!.text).toMatch(new RegExp(`https?://\\S+${link}$`));

    // Staff call, then write the quote: a price missing is named before anything is sent.
    await staffLogin(page, 'staff', l.lang, `/staff/orders?status=all&q=${encodeURIComponent(`#${orderNumber(orderId)}`)}`);
    const row = page.getByRole('listitem', { name: l.order(orderId), exact: true });
    await hydrated(page);
    await row.getByRole('button', { name: l.markCalled }).click();
    await expect(row.getByRole('button', { name: l.sendQuote })).toBeVisible();
    await row.getByLabel(l.price).fill('');
    await row.getByRole('button', { name: l.sendQuote }).click();
    await expect(row.getByRole('alert')).toHaveText(l.missing);
    await expect(row.getByLabel(l.price)).toHaveAttribute('aria-invalid', 'true');
    // Typed as staff type on a Persian keyboard: Persian digits and separators.
    await row.getByLabel(l.price).fill('۱٬۲۵۰٬۰۰۰');
    await row.getByLabel(l.delivery).fill('150000');
    await row.getByLabel(l.payment).selectOption({ label: l.door });
    await row.getByLabel(l.quoteNote).fill('Ready on Saturday');
    await expect(row.locator('.order-total').last()).toHaveText(l.typedTotal);
    await shot(page, `quote-form-${l.lang}`);
    await row.getByRole('button', { name: l.sendQuote }).click();
    await expect(row.locator('.order-status')).toHaveText(new RegExp(`${l.quoted}$`));
    await expect(row.getByText(l.sentOn)).toBeVisible();
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'quoted']);
    expect(textsTo(mobile)[1]!.text).toContain(l.total);
    await page.reload();
    await expect(row.getByRole('list', { name: l.texts })).toContainText(l.quoteTextSent);
    await shot(page, `quote-sent-${l.lang}`);

    // The customer, on another phone: no session, no JavaScript.
    const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
    const shopper = await browser.newContext({
      baseURL: baseURL!,
      viewport: viewport ?? null,
      isMobile: isMobile ?? false,
      hasTouch: hasTouch ?? false,
      deviceScaleFactor: deviceScaleFactor ?? 1,
      javaScriptEnabled: false,
    });
    const customer = await shopper.newPage();
    await customer.goto(link);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText(l.order(orderId));
    await expect(customer.getByText(l.total, { exact: true })).toBeVisible();
    // The line as a list item, its product's link and its price a package beside it.
    const line = customer.getByRole('listitem').filter({ hasText: sku });
    await expect(line.getByRole('link')).toHaveAttribute('href', new RegExp(`/Products/${sku}/`));
    await expect(line.getByText(l.perPackage)).toBeVisible();
    await expect(customer.getByText(l.door)).toBeVisible();
    await expect(customer.getByText('Ready on Saturday')).toBeVisible();
    await expect(customer.getByRole('button', { name: l.callMe })).toBeVisible();
    await shot(customer, `order-page-quoted-${l.lang}`);
    await customer.getByRole('button', { name: l.accept }).click();
    await expect(customer.getByRole('status')).toContainText(l.accepted);
    await expect(customer.locator('.lead')).toHaveText(l.confirmed);
    await expect(customer.getByRole('button', { name: l.accept })).toHaveCount(0);
    await shot(customer, `order-page-confirmed-${l.lang}`);

    // Staff see who confirmed it, and send it with Post's tracking code pasted with Persian digits and spaces.
    await page.reload();
    // The row's buttons work once its island is ready (a click before that was lost on a loaded machine).
    await hydrated(page);
    await expect(row.getByRole('list', { name: l.moves })).toContainText(l.byCustomer);
    await row.getByLabel(l.carrier).selectOption({ label: l.post });
    await row.getByLabel(l.trackingCode).fill('۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶ ۷۸۹۰');
    await row.getByRole('button', { name: l.markSent }).click();
    await expect(row.locator('.order-shipment')).toContainText('12345678901234567890');
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received', 'quoted', 'confirmed', 'sent']);
    expect(textsTo(mobile)[3]!.text).toContain('12345678901234567890');

    await customer.reload();
    await expect(customer.getByText(l.sentWith)).toBeVisible();
    await expect(customer.locator('code')).toHaveText('12345678901234567890');
    await expect(customer.getByRole('link', { name: l.track })).toHaveAttribute('href', 'https://tracking.post.ir/');
    await shot(customer, `order-page-sent-${l.lang}`);
    await shopper.close();
  });
}
