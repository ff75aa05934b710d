import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiCall, ApiError } from '~/features/api/apiClient.ts';
import type { StaffKey } from '~/features/staff/staffText.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { joinParts, separator } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { EditableProduct, ProductEditing } from '~/shared/staff/productEditing.ts';
import { PhotoInput, PictureList } from './PictureList.tsx';
import { uploadPhoto } from './uploadPhoto.ts';

/** The staff texts the editor shows (sent as its `text` prop). */
export const PRODUCT_EDITOR_KEYS = [
  'catalogue.nameEn',
  'catalogue.nameFa',
  'catalogue.descriptionEn',
  'catalogue.descriptionFa',
  'catalogue.slug',
  'catalogue.slugHint',
  'catalogue.status',
  'catalogue.statusPublish',
  'catalogue.statusDraft',
  'catalogue.stock',
  'catalogue.categories',
  'catalogue.packages',
  'catalogue.packagesHint',
  'catalogue.featured',
  'catalogue.pictures',
  'catalogue.noPictures',
  'catalogue.pictureAlt',
  'catalogue.moveEarlier',
  'catalogue.moveLater',
  'catalogue.remove',
  'catalogue.addPhoto',
  'catalogue.uploading',
  'catalogue.save',
  'catalogue.savedNote',
  'catalogue.toPublish',
  'catalogue.sizes',
  'catalogue.noSizes',
  'catalogue.addSize',
  'catalogue.newSku',
  'catalogue.newSkuHint',
  'catalogue.sku',
] as const satisfies readonly StaffKey[];
type Key = (typeof PRODUCT_EDITOR_KEYS)[number];

interface Props {
  locale: Locale;
  editing: ProductEditing;
  text: Record<Key, string>;
}

/** The form's fields, by the import's column names (the service names a problem by its column). */
type Column =
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
type Errors = Partial<Record<Column | 'form', string>>;

/** A failure's lines (`column: reason`) as the errors beside the fields; the first line is the failure's message. */
function errorsOf(error: unknown): Errors {
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

/** A product's edit form: texts in both languages, status, stock, categories, package types, pictures and a new size. */
export function ProductEditorIsland({ locale, editing, text }: Props) {
  const t = (key: Key, values?: Record<string, string>) => (values ? fill(text[key], values) : text[key]);
  const n = (value: number) => formatDigits(locale, value);
  const [product, setProduct] = useState<EditableProduct>(editing.product);
  const [quantity, setQuantity] = useState(String(editing.product.quantity));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [newSku, setNewSku] = useState('');
  const [sizeError, setSizeError] = useState('');
  const summary = useRef<HTMLParagraphElement>(null);

  const change = <K extends keyof EditableProduct>(key: K, value: EditableProduct[K]) => {
    setProduct((p) => ({ ...p, [key]: value }));
    setSaved(false);
  };
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await apiCall<EditableProduct>(`/v1/staff/products/${encodeURIComponent(product.sku)}`, {
        method: 'PUT',
        body: {
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
        },
        errorToasts: false,
      });
      setProduct(answer);
      setQuantity(String(answer.quantity));
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
      change('pictures', [...product.pictures, picture]);
    } catch (error) {
      setErrors((e) => ({ ...e, images: (error as Error).message }));
    } finally {
      setProgress(null);
    }
  }

  async function addSize(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await apiCall<EditableProduct>('/v1/staff/products', {
        body: { fromSku: product.sku, sku: newSku },
        errorToasts: false,
      });
      location.assign(localePath(locale, `/staff/products/${encodeURIComponent(created.sku)}`));
    } catch (error) {
      const found = errorsOf(error);
      setSizeError(found.sku ?? found.form ?? '');
    }
  }

  /** A field with its label, hint and the service's error beside it. */
  const field = (id: Column, label: string, control: (described: string | undefined) => ReactNode, hint?: string) => {
    const described = [hint ? `${id}-hint` : '', errors[id] ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="staff-field">
        <label htmlFor={`product-${id}`}>{label}</label>
        {control(described)}
        {hint && (
          <p id={`${id}-hint`} className="staff-hint">
            {hint}
          </p>
        )}
        {errors[id] && (
          <p id={`${id}-error`} className="staff-error">
            {errors[id]}
          </p>
        )}
      </div>
    );
  };
  const textInput = (id: 'nameEn' | 'nameFa' | 'slug', dir: 'ltr' | 'rtl', label: string, hint?: string) =>
    field(
      id,
      label,
      (described) => (
        <input
          id={`product-${id}`}
          dir={dir}
          value={product[id]}
          required={id !== 'slug'}
          maxLength={id === 'slug' ? 100 : 200}
          aria-invalid={errors[id] ? true : undefined}
          aria-describedby={described}
          onChange={(event) => change(id, event.target.value)}
        />
      ),
      hint,
    );
  const textArea = (id: 'descriptionEn' | 'descriptionFa', dir: 'ltr' | 'rtl', label: string) =>
    field(id, label, (described) => (
      <textarea
        id={`product-${id}`}
        dir={dir}
        value={product[id]}
        maxLength={4000}
        aria-invalid={errors[id] ? true : undefined}
        aria-describedby={described}
        onChange={(event) => change(id, event.target.value)}
      />
    ));
  const name = (item: { nameEn: string; nameFa: string }) => (locale === 'fa' ? item.nameFa : item.nameEn);
  const fieldError = (id: Column) =>
    errors[id] ? (
      <p id={`${id}-error`} className="staff-error">
        {errors[id]}
      </p>
    ) : null;

  return (
    <div className="staff-stack product-editor">
      <form className="staff-stack" onSubmit={save} noValidate>
        {errors.form && (
          <p ref={summary} tabIndex={-1} role="alert" className="staff-error staff-card">
            {errors.form}
          </p>
        )}
        <div className="staff-card staff-stack">
          <p className="staff-hint">
            {t('catalogue.sku')}: <bdi dir="ltr">{product.sku}</bdi>
          </p>
          <div className="product-pair">
            {textInput('nameEn', 'ltr', t('catalogue.nameEn'))}
            {textInput('nameFa', 'rtl', t('catalogue.nameFa'))}
          </div>
          <div className="product-pair">
            {textArea('descriptionEn', 'ltr', t('catalogue.descriptionEn'))}
            {textArea('descriptionFa', 'rtl', t('catalogue.descriptionFa'))}
          </div>
          {textInput('slug', 'ltr', t('catalogue.slug'), t('catalogue.slugHint'))}
          <div className="product-pair">
            {field('status', t('catalogue.status'), (described) => (
              <select
                id="product-status"
                value={product.status}
                aria-describedby={described}
                onChange={(event) => change('status', event.target.value as EditableProduct['status'])}
              >
                <option value="publish">{t('catalogue.statusPublish')}</option>
                <option value="draft">{t('catalogue.statusDraft')}</option>
              </select>
            ))}
            {field('quantity', t('catalogue.stock'), (described) => (
              <input
                id="product-quantity"
                inputMode="numeric"
                dir="ltr"
                value={quantity}
                required
                aria-invalid={errors.quantity ? true : undefined}
                aria-describedby={described}
                onChange={(event) => {
                  setQuantity(event.target.value);
                  setSaved(false);
                }}
              />
            ))}
          </div>
        </div>

        <fieldset className="staff-card staff-field" aria-describedby={errors.categories ? 'categories-error' : undefined}>
          <legend>{t('catalogue.categories')}</legend>
          <ul className="product-choices">
            {editing.categories.map((category) => (
              <li key={category.xCode} className={category.parentXCode ? 'child' : undefined}>
                <label>
                  <input
                    type="checkbox"
                    checked={product.categoryXCodes.includes(category.xCode)}
                    onChange={() => change('categoryXCodes', toggle(product.categoryXCodes, category.xCode))}
                  />
                  {name(category)}
                </label>
              </li>
            ))}
          </ul>
          {fieldError('categories')}
        </fieldset>

        <fieldset className="staff-card staff-field" aria-describedby={`packages-hint${errors.packages ? ' packages-error' : ''}`}>
          <legend>{t('catalogue.packages')}</legend>
          <p id="packages-hint" className="staff-hint">
            {t('catalogue.packagesHint')}
          </p>
          <ul className="product-choices">
            {editing.packages.map((item) => (
              <li key={item.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={product.packageIds.includes(item.id)}
                    onChange={() => change('packageIds', toggle(product.packageIds, item.id))}
                  />
                  {locale === 'fa' ? item.titleFa : item.titleEn}
                </label>
              </li>
            ))}
          </ul>
          {fieldError('packages')}
          <label className="product-featured">
            <input type="checkbox" checked={product.featured} onChange={() => change('featured', !product.featured)} />
            {t('catalogue.featured')}
          </label>
        </fieldset>

        <fieldset className="staff-card staff-field">
          <legend>{t('catalogue.pictures')}</legend>
          <PictureList
            locale={locale}
            pictures={product.pictures}
            onChange={(names) =>
              change(
                'pictures',
                names.map((name) => product.pictures.find((p) => p.name === name)!),
              )
            }
            text={text}
          />
          <div className="staff-field">
            <PhotoInput id="product-photo" locale={locale} progress={progress} capture onFile={(file) => void addPhoto(file)} text={text} />
            {fieldError('images')}
          </div>
        </fieldset>

        <div className="staff-actions">
          <button className="button" type="submit" disabled={saving}>
            {t('catalogue.save')}
          </button>
        </div>
        <div role="status">
          {saved && (
            <p className="staff-card product-saved">
              {t('catalogue.savedNote')} <a href={localePath(locale, '/staff/publish')}>{t('catalogue.toPublish')}</a>
            </p>
          )}
        </div>
      </form>

      <section className="staff-card staff-stack" aria-labelledby="sizes-title">
        <h2 id="sizes-title">{t('catalogue.sizes')}</h2>
        {editing.family.length === 0 ? (
          <p>{t('catalogue.noSizes')}</p>
        ) : (
          <ul className="product-family">
            {editing.family.map((size) => (
              <li key={size.sku}>
                <a href={localePath(locale, `/staff/products/${encodeURIComponent(size.sku)}`)}>
                  <bdi dir="ltr">{size.sku}</bdi>
                </a>
                {separator(locale)}
                {joinParts(locale, [
                  size.status === 'draft' ? t('catalogue.statusDraft') : t('catalogue.statusPublish'),
                  `${t('catalogue.stock')}: ${n(size.quantity)}`,
                ])}
              </li>
            ))}
          </ul>
        )}
        <form className="staff-stack" onSubmit={addSize} noValidate>
          <div className="staff-field">
            <label htmlFor="product-new-sku">{t('catalogue.newSku')}</label>
            <input
              id="product-new-sku"
              dir="ltr"
              value={newSku}
              required
              maxLength={32}
              autoCapitalize="characters"
              aria-invalid={sizeError ? true : undefined}
              aria-describedby={`new-sku-hint${sizeError ? ' new-sku-error' : ''}`}
              onChange={(event) => setNewSku(event.target.value)}
            />
            <p id="new-sku-hint" className="staff-hint">
              {t('catalogue.newSkuHint')}
            </p>
            {sizeError && (
              <p id="new-sku-error" className="staff-error" role="alert">
                {sizeError}
              </p>
            )}
          </div>
          <div className="staff-actions">
            <button className="button quiet" type="submit">
              {t('catalogue.addSize')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
