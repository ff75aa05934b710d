import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FRAME_MARKS, fillOrderFrame, orderPageFromFrame, type OrderPageParts } from '~/features/order/orderFrame.server.ts';
import { escapeHtml, html } from '~/shared/html/html.ts';

describe('markup from a template', () => {
  it('escapes every value but markup, joins lists and leaves nothing for false, null and undefined', () => {
    const note = `<script>alert("x")</script> & 'y'`;
    expect(html`<p title="${note}">${note}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>',
    );
    const items = ['a<', 'b'].map((item) => html`<i>${item}</i>`);
    expect(html`<b>${items}</b>`.value).toBe('<b><i>a&lt;</i><i>b</i></b>');
    expect(html`${false}${null}${undefined}${0}${html`<b>x</b>`}`.value).toBe('0<b>x</b>');
    expect(escapeHtml('سفارش ۱۲')).toBe('سفارش ۱۲');
  });
});

/** A page as Astro renders the frame: the stand-ins in the head, the links, the main part, and a long tail. */
function frameHtml(tail = 'footer '.repeat(3000)) {
  const { title, token, main } = FRAME_MARKS;
  return (
    `<!doctype html><html dir="rtl"><head><title>${title} - فروشگاه آنلاین</title><meta property="og:title" content="${title}">` +
    `<link rel="alternate" href="/o/${token}"><link rel="alternate" href="/fa/o/${token}"></head><body><header>${'منو '.repeat(2000)}` +
    `<a class="switch" href="/o/${token}">English</a></header><main>${main}<a href="#top">بالا</a></main>${tail}</body></html>`
  );
}

const headers = () =>
  new Headers({ 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'visitor=1', 'cache-control': 'private, no-store' });

const parts = (main: string, title = 'سفارش ۴۴۷۶۸۳۰'): OrderPageParts => ({ title, token: 'AbCdEfGhIjKlMnOpQrStUv_-', main });

describe('an order’s page from its frame', () => {
  it('is the page Astro would render, byte for byte, whatever the lengths of its parts', () => {
    const learned = Date.now();
    const first = parts('<h1>سفارش</h1><p>ثبت شد</p>');
    const filled = fillOrderFrame('fa', frameHtml(), headers(), first, true);
    expect(filled).toContain('<title>سفارش ۴۴۷۶۸۳۰ - فروشگاه آنلاین</title>');
    expect(filled).toContain('href="/o/AbCdEfGhIjKlMnOpQrStUv_-"');
    expect(filled).not.toMatch(/qzOrder/);
    const cases = [
      first,
      parts('<h1>Order</h1>'.repeat(300), 'Order <1> & "2"'),
      parts(`<p>${'یادداشت '.repeat(6000)}</p>`),
      parts('<p>a\0b</p>', 'T'),
    ];
    for (const page of cases) {
      const fromFrame = orderPageFromFrame('fa', page, learned)!;
      expect(gunzipSync(fromFrame.body).toString()).toBe(fillOrderFrame('fa', frameHtml(), headers(), page, false));
      expect(fromFrame.headers).toContain('content-encoding');
    }
  });

  it('keeps the page’s headers but never a visitor’s cookie', () => {
    fillOrderFrame('en', frameHtml(), headers(), parts('<p>x</p>'), true);
    const page = orderPageFromFrame('en', parts('<p>y</p>'))!;
    expect(page.headers).toContain('private, no-store');
    expect(page.headers).not.toContain('set-cookie');
  });

  it('has its frame rendered by Astro again once a minute old, and never kept from an address with a query', () => {
    const learned = Date.now();
    fillOrderFrame('en', frameHtml(), headers(), parts('<p>x</p>'), true);
    expect(orderPageFromFrame('en', parts('<p>y</p>'), learned + 60_000)).not.toBeNull();
    // One reading is left to Astro; the others are answered from the old frame meanwhile, for 5 s.
    expect(orderPageFromFrame('en', parts('<p>y</p>'), learned + 61_000)).toBeNull();
    expect(orderPageFromFrame('en', parts('<p>y</p>'), learned + 62_000)).not.toBeNull();
    expect(orderPageFromFrame('en', parts('<p>y</p>'), learned + 67_000)).toBeNull();
    fillOrderFrame('fa', frameHtml('other'), headers(), parts('<p>x</p>'), false);
    expect(gunzipSync(orderPageFromFrame('fa', parts('<p>y</p>'))!.body).toString()).not.toContain('other');
  });

  it('is not made from a frame holding a NUL byte (its holes are compressed as NULs)', () => {
    fillOrderFrame('en', frameHtml('\0'), headers(), parts('<p>x</p>'), true);
    expect(gunzipSync(orderPageFromFrame('en', parts('<p>y</p>'))!.body).toString()).not.toContain('\0');
  });
});
