import { useState, type FormEvent, type RefObject } from 'react';
import { apiCall, ApiError } from '~/features/api/apiClient.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { EditableProduct } from '~/shared/staff/productEditing.ts';
import { uploadPhoto } from './uploadPhoto.ts';

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
  | 'sku';
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

/** What the editor sends: the form's fields, the stock as typed (the service reads Persian digits too). */
export const sentForm = (product: EditableProduct, quantity: string) => ({
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
});

/**
 * The product form's state and actions: a field changed, a photograph added, the whole form saved; a failed save
 * moves the focus to `summary`, the form's message.
 */
export function useProductForm(locale: Locale, initial: EditableProduct, summary: RefObject<HTMLParagraphElement | null>) {
  const [product, setProduct] = useState<EditableProduct>(initial);
  const [quantity, setQuantityText] = useState(String(initial.quantity));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
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

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await apiCall<EditableProduct>(`/v1/staff/products/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        body: sentForm(product, quantity),
        // The form says it in place, beside Publish: a toast would cover that line.
        toasts: false,
      });
      setProduct(answer);
      setQuantityText(String(answer.quantity));
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

  return { product, quantity, setQuantity, errors, saved, saving, progress, change, save, addPhoto };
}
export type ProductForm = ReturnType<typeof useProductForm>;
