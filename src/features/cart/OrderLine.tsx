import type { ReactNode } from 'react';
import { mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import type { CartItem } from '~/shared/cart/cartRules.ts';
import { itemSize } from '~/shared/catalogue/sku.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  item: CartItem;
  text: { size: string; code: string };
  /** The name links to the product page (the order list); the checkout shows it plain. */
  link?: boolean;
  /** Picture width in CSS pixels. */
  size?: number;
  /** What follows the name, size and code: the line's controls or its package count. */
  children?: ReactNode;
}

/** One line of the order list or of the checkout's summary: picture, name, size and code, then the rest. */
export function OrderLine({ locale, item, text, link = false, size = 96, children }: Props) {
  const name = locale === 'fa' ? item.nameFa : item.nameEn;
  const href = link && item.slug ? localePath(locale, productPath({ sku: item.sku, slug: item.slug })) : undefined;
  return (
    <li className="cart-line">
      {item.images[0] ? (
        <img src={mediaUrl(item.images[0], size * 2)} width={size} height={size} alt="" loading="lazy" />
      ) : (
        <span className="no-picture" />
      )}
      <div>
        {href ? (
          <a className="line-name" href={href}>
            {name}
          </a>
        ) : (
          <span className="line-name">{name}</span>
        )}
        <LineMeta locale={locale} item={item} text={text} />
        {children}
      </div>
    </li>
  );
}

/** A line's size and code, each label kept with its value when the line wraps ("Code:" never ends a line). */
export function LineMeta({
  locale,
  item,
  text,
  className = 'line-meta',
}: {
  locale: Locale;
  item: CartItem;
  text: { size: string; code: string };
  className?: string;
}) {
  return (
    <p className={className}>
      <span className="nowrap">
        {text.size}: <bdi>{itemSize(locale, item)}</bdi>
      </span>
      {separator(locale)}
      <span className="nowrap">
        {text.code}: <bdi dir="ltr">{item.sku}</bdi>
      </span>
    </p>
  );
}
