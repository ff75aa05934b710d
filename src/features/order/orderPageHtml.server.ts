import { packageSummary } from '~/features/cart/packageText.ts';
import { CONTACT, contactPhoneText } from '~/features/content/contactDetails.ts';
import { countText, localePath, pluralForms, tomansText, translator, type Locale } from '~/shared/i18n/i18n.ts';
import { mediaBase } from '~/service/catalogue/source.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { QuoteAnswer } from '~/service/order/orderQuote.server.ts';
import { formatDigits, nameIn } from '~/shared/i18n/format.ts';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import { html, type Html } from '~/shared/html/html.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { quoteOpen, quoteSum, trackingLink } from '~/shared/orders/quote.ts';
import type { AccountOrder, OrderQuote } from '~/shared/contract/types.ts';

// The order's part of its page by link, as markup: the page is its build's frame with this filled in
// (orderFrame.server.ts), so that a reader's request costs a query and a splice, not a render.

type Line = AccountOrder['lines'][number];

/** Said while it still describes the order: the address with ?done= may be opened again days later. */
const STILL: Record<QuoteAnswer, readonly string[]> = {
  accepted: ['confirmed'],
  called: ['quoted'],
  expired: ['quoted'],
  closed: ['cancelled', 'confirmed', 'sent', 'delivered'],
};

/** The order page's title: its number. */
export function orderPageTitle(locale: Locale, order: AccountOrder): string {
  return translator(locale)('profile.order', { id: formatDigits(locale, orderNumber(order.id)) });
}

/**
 * An order as its customer follows it: where it stands, what the quote's form just did (`answered`), how it
 * travels, the quote, each step so far with its date, and what was ordered.
 */
export function orderPageMain(locale: Locale, order: AccountOrder, answered: QuoteAnswer | null): string {
  const t = translator(locale);
  const done = answered && STILL[answered].includes(order.status) ? answered : null;
  // The shop's clock and the locale's calendar (docs/rules.md#dates-and-times).
  const { timeZone } = serviceConfig();
  const steps = [{ at: order.createdAt, to: 'new' as const }, ...order.moves];
  const { quote } = order;
  return html`<h1>${orderPageTitle(locale, order)}</h1>
    <p class="${`lead status status-${order.status}`}">${t(`order.status.${order.status}`)}</p>
    ${done && html`<p class="${`order-answer order-answer-${done}`}" role="status">${t(`orderPage.done.${done}`)}</p>`}
    ${shipmentPart(locale, order)} ${quote && order.status !== 'cancelled' && quotePart(locale, { ...order, quote }, timeZone)}
    <section class="order-steps" aria-labelledby="order-steps">
      <h2 id="order-steps">${t('orderPage.steps')}</h2>
      <ol>
        ${steps.map(
          (step) =>
            html`<li>
              <span>${t(`order.status.${step.to}`)}</span
              ><time datetime="${step.at}">${formatMoment(locale, timeZone, step.at, 'dateTime')}</time>
            </li>`,
        )}
      </ol>
    </section>
    <section class="order" aria-labelledby="order-lines">
      <h2 id="order-lines">${t('orderPage.lines')}</h2>
      ${linesPart(locale, order.lines, order.status === 'cancelled' ? null : (quote?.prices ?? null))}
    </section>
    <p>${t('orderPage.questions')} <a href="${`tel:${CONTACT.phone}`}" dir="ltr" class="nowrap">${contactPhoneText(locale)}</a></p>
    <p class="order-keep">${t('orderPage.keep')}</p>`.value;
}

/** How the order travels, once sent: the carrier, the tracking code and the carrier's tracking page. */
function shipmentPart(locale: Locale, order: AccountOrder): Html | null {
  const { shipment } = order;
  if (!shipment) return null;
  const t = translator(locale);
  const carrier = t(`carrier.${shipment.carrier}`);
  const tracking = shipment.code ? trackingLink(shipment, serviceConfig().trackingPages) : null;
  return html`<section class="order-shipment" aria-labelledby="order-shipment">
    <h2 id="order-shipment">${t('orderPage.shipment')}</h2>
    <p>${t('orderPage.sentWith', { carrier })}</p>
    ${shipment.code && html`<p>${t('orderPage.trackingCode')}: <code dir="ltr">${shipment.code}</code></p>`}
    ${tracking && html`<p><a href="${tracking}" rel="noreferrer">${t('orderPage.track', { carrier })}</a></p>`}
  </section>`;
}

/**
 * The quote as its customer reads it: the products' sum, delivery, total and how to pay, then a plain form to accept
 * it or ask for a call, or why it can no longer be accepted.
 */
function quotePart(locale: Locale, order: AccountOrder & { quote: OrderQuote }, timeZone: string): Html {
  const { quote } = order;
  const t = translator(locale);
  const tomans = (amount: number) => tomansText(locale, amount);
  const { goods, total } = quoteSum(
    order.lines.map((line) => line.count),
    quote,
  );
  const sum = (label: string, value: string, className?: string) =>
    html`<div${className ? html` class="${className}"` : ''}><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<section class="order-quote" aria-labelledby="order-quote">
    <h2 id="order-quote">${t('orderPage.quote')}</h2>
    <dl class="quote-sums">
      ${[
        sum(t('orderPage.goods'), tomans(goods)),
        sum(t('orderPage.delivery'), quote.delivery === 0 ? t('orderPage.freeDelivery') : tomans(quote.delivery)),
        sum(t('orderPage.total'), tomans(total), 'quote-total'),
        sum(t('orderPage.payment'), t(`payment.${quote.payment}`)),
      ]}${
        quote.note &&
        html`<div class="quote-note">
          <dt>${t('orderPage.note')}</dt>
          <dd dir="auto">${quote.note}</dd>
        </div>`
      }
    </dl>
    ${order.status === 'quoted' && quoteAnswer(locale, order, timeZone)}
  </section>`;
}

/** Until when the quote holds, and the plain form to accept it or ask for a call. */
function quoteAnswer(locale: Locale, order: AccountOrder & { quote: OrderQuote }, timeZone: string): Html {
  const t = translator(locale);
  const date = (at: string) => formatMoment(locale, timeZone, at, 'dateTime');
  const open = quoteOpen(order.quote, Date.now());
  return html`<p class="quote-until">${t(open ? 'orderPage.validUntil' : 'orderPage.expired', { date: date(order.quote.expiresAt) })}</p>
    ${order.callMeAt && html`<p class="quote-asked">${t('orderPage.callAsked', { date: date(order.callMeAt) })}</p>`}
    <form method="post" class="quote-answer">
      ${
        open &&
        html`<p class="quote-hint">${t('orderPage.acceptHint')}</p>
          <button type="submit" name="action" value="accept" class="button">${t('orderPage.accept')}</button>`
      }
      ${!order.callMeAt && html`<button type="submit" name="action" value="call" class="${open ? 'button quiet' : 'button'}">${t('orderPage.callMe')}</button>`}
    </form>`;
}

/** An order's lines as My orders shows them (`OrderLineList.astro`). */
export function orderLinesHtml(locale: Locale, lines: readonly Line[]): string {
  return linesPart(locale, lines, null).value;
}

/**
 * An order's lines as the customer reads them (My orders, the order's page by link): picture, name, size, code,
 * count, and with `prices` (the quote's price of one package of each line, in tomans) what each comes to.
 */
function linesPart(locale: Locale, lines: readonly Line[], prices: readonly number[] | null): Html {
  const t = translator(locale);
  const base = mediaBase();
  const tomans = (amount: number) => tomansText(locale, amount);
  const quantity = lineQuantity(locale);
  return html`<ul class="order-lines">
    ${lines.map((line, index) => {
      const name = nameIn(locale, line);
      const price = prices?.[index];
      // No space between the parts: none before a Persian comma.
      return html`<li>
        ${line.image ? html`<img src="${mediaUrl(line.image, 128, base)}" width="56" height="56" alt="" loading="lazy" decoding="async" />` : html`<span class="no-picture"></span>`}
        <div>
          ${
            line.slug
              ? html`<a href="${localePath(locale, productPath({ sku: line.sku, slug: line.slug }))}">${name}</a>`
              : html`<span>${name}</span>`
          }
          <p class="line-meta">
            <span class="nowrap">${t('product.size')}: <bdi>${line.size[locale]}</bdi></span
            >${separator(locale)}<span class="nowrap">${t('product.code')}: <bdi dir="ltr">${line.sku}</bdi></span
            >${separator(locale)}<span class="nowrap">${quantity(line)}</span>
          </p>
          ${
            price !== undefined &&
            html`<p class="line-price">${t('orderPage.linePrice', { price: tomans(price), amount: tomans(price * line.count) })}</p>`
          }
        </div>
      </li>`;
    })}
  </ul>`;
}

/** A line's count: in its package type as ordered, or in packages where the type was not recorded. */
function lineQuantity(locale: Locale): (line: Line) => string {
  const t = translator(locale);
  const packageText = { packageTotal: t('product.packageTotal'), pieces: pluralForms(locale, 'count.pieces') };
  return (line) =>
    line.pieces !== null && line.packageTitleEn !== null && line.packageTitleFa !== null
      ? packageSummary(
          locale,
          line.count,
          { id: 0, titleEn: line.packageTitleEn, titleFa: line.packageTitleFa, pieces: line.pieces },
          packageText,
        )
      : countText(locale, 'count.packages', line.count);
}
