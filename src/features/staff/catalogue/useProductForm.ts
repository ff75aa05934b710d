import { useState, type FormEvent, type RefObject } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { formatAmount, formatDigits } from '~/shared/i18n/format.ts';
import { tickedPackages } from '~/shared/catalogue/packageChoice.ts';
import { uploadPhoto } from './uploadPhoto.ts';
import type { EditableProduct } from '~/shared/contract/staff/catalogue.ts';

/** The form's fields, by the import's column names (the service names a problem by its column). */
export type Column =
  | 'nameEn'
  | 'nameFa'
  | 'descriptionEn'
  | 'descriptionFa'
  | 'slug'
  | 'status'
  | 'quantity'
  | 'categories'
  | 'packages'
  | 'images'
  | 'featured'
  | 'prices'
  | 'sku'
  | 'parentSku'
  | 'sizes';
export type Errors = Partial<Record<Column | 'form', string>>;

/** A failure's lines (`column: reason`) as the errors beside the fields; the first line is the failure's message. */
export function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const [message, ...lines] = error.message.split('\n');
  const errors: Errors = { form: message ?? '' };
  for (const line of lines) {
    // A Persian line has the column's name isolated left-to-right (U+2066…U+2069).
    const match = /^\u2066?(\w+)\u2069?: ([\s\S]*)$/.exec(line);
    const column = match?.[1] as Column | undefined;
    if (match && column) errors[column] = errors[column] ? `${errors[column]}\n${match[2] ?? ''}` : (match[2] ?? '');
    else errors.form = `${errors.form}\n${line}`;
  }
  return errors;
}

/** The prices as the form types them, by package type. */
export type PriceTexts = Readonly<Record<number, string>>;

/** The stored prices as the form shows them: grouped in thousands, in the page's digits (1,250,000 / ۱٬۲۵۰٬۰۰۰). */
const priceTextsOf = (product: EditableProduct, locale: Locale): PriceTexts =>
  Object.fromEntries(product.prices.map((p) => [p.packageId, formatAmount(locale, p.price)]));

/** The prices of the package types the product is sold in (a type unticked takes its price with it). */
const soldPrices = (prices: PriceTexts, stored: readonly number[], active: readonly number[]): PriceTexts => {
  const sold = tickedPackages(stored, active);
  return Object.fromEntries(Object.entries(prices).filter(([id]) => sold.includes(Number(id))));
};

/**
 * What the editor sends: the form's fields, the stock and prices as typed (the service reads Persian digits and
 * separators too); without `prices` the stored prices stay.
 */
export const sentForm = (product: EditableProduct, quantity: string, prices?: PriceTexts) => ({
  nameEn: product.nameEn,
  nameFa: product.nameFa,
  descriptionEn: product.descriptionEn,
  descriptionFa: product.descriptionFa,
  slug: product.slug,
  status: product.status,
  quantity,
  categoryXCodes: product.categoryXCodes,
  packageIds: product.packageIds,
  featured: product.featured,
  images: product.pictures.map((p) => p.name),
  pictureLater: product.pictures.length === 0 && product.pictureLater,
  ...(prices ? { prices: Object.entries(prices).map(([packageId, price]) => ({ packageId: Number(packageId), price })) } : {}),
});

/**
 * The product form's state and actions. A failed save moves focus to `summary`; `active` lists the active package
 * types; `justAdded` means the New product form just made it.
 */
export function useProductForm(
  locale: Locale,
  initial: EditableProduct,
  active: readonly number[],
  summary: RefObject<HTMLParagraphElement | null>,
  justAdded = false,
) {
  const [product, setProduct] = useState<EditableProduct>(initial);
  const [quantity, setQuantityText] = useState(formatDigits(locale, initial.quantity));
  const [prices, setPrices] = useState<PriceTexts>(() => priceTextsOf(initial, locale));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(justAdded);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const change = <K extends keyof EditableProduct>(key: K, value: EditableProduct[K]) => {
    setProduct((p) => ({ ...p, [key]: value }));
    setSaved(false);
  };
  const setQuantity = (text: string) => {
    setQuantityText(text);
    setSaved(false);
  };
  const setPrice = (packageId: number, text: string) => {
    setPrices((p) => ({ ...p, [packageId]: text }));
    setSaved(false);
  };

  /** Sends the form with `send` (a save, or a new product's creation); its answer is the product as stored. */
  async function sendWith(event: FormEvent, send: () => Promise<EditableProduct>) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await send();
      setProduct(answer);
      setQuantityText(formatDigits(locale, answer.quantity));
      setPrices(priceTextsOf(answer, locale));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(errorsOf(error));
      setSaved(false);
      requestAnimationFrame(() => summary.current?.focus());
    } finally {
      setSaving(false);
    }
  }

  /** The form as sent, with `stock` (a new product's sizes have their own) and the sold package types' prices. */
  const sent = (stock: string) => sentForm(product, stock, soldPrices(prices, product.packageIds, active));

  const save = (event: FormEvent) =>
    sendWith(event, () =>
      apiCall<EditableProduct>(`/v1/staff/products/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        body: sent(quantity),
        // The form says it in place, beside Publish: a toast would cover that line.
        toasts: false,
      }),
    );

  async function addPhoto(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    setErrors((e) => ({ ...e, images: '' }));
    try {
      const picture = await uploadPhoto(file, locale, setProgress);
      setProduct((p) => ({ ...p, pictures: [...p.pictures, picture] }));
      setSaved(false);
    } catch (error) {
      setErrors((e) => ({ ...e, images: (error as Error).message }));
    } finally {
      setProgress(null);
    }
  }

  return { product, quantity, setQuantity, prices, setPrice, errors, saved, saving, progress, change, save, sent, sendWith, addPhoto };
}
export type ProductForm = ReturnType<typeof useProductForm>;
