import { useRef, useState, type FormEvent } from 'react';
import { apiCall } from '~/features/api/apiClient.ts';
import { say } from '~/features/staff/forms/say.ts';
import { FieldError, StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { StaffKey } from '~/features/staff/staffText.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { EditableProduct, NewProduct } from '~/shared/staff/productEditing.ts';
import { PRODUCT_FIELD_KEYS, ProductChoices, ProductPictures, ProductTexts, type ProductChoiceLists } from './ProductFields.tsx';
import { sentForm, useProductForm, type ProductForm } from './useProductForm.ts';

/** The staff texts the New product form shows (sent as its `text` prop). */
export const NEW_PRODUCT_KEYS = [
  ...PRODUCT_FIELD_KEYS,
  'catalogue.newIntro',
  'catalogue.familyCode',
  'catalogue.familyCodeHint',
  'catalogue.newSizes',
  'catalogue.sizeRow',
  'catalogue.sizeCode',
  'catalogue.sizeCodeHint',
  'catalogue.addSizeRow',
  'catalogue.removeSize',
  'catalogue.create',
] as const satisfies readonly StaffKey[];
type Key = (typeof NEW_PRODUCT_KEYS)[number];
type Say = (key: Key, values?: Record<string, string>) => string;

/** A new product before its first save: nothing filled in, a draft sold in every package type. */
const BLANK: EditableProduct = {
  sku: '',
  parentSku: '',
  nameEn: '',
  nameFa: '',
  descriptionEn: '',
  descriptionFa: '',
  slug: '',
  status: 'draft',
  quantity: 0,
  pictures: [],
  categoryXCodes: [],
  packageIds: [],
  featured: false,
  prices: [],
};

type Size = NewProduct['sizes'][number];

/**
 * The New product form: a family code and its sizes (code and stock), then the fields every size shares. Added, it
 * opens the first size's edit form, which says it is saved.
 */
export function NewProductIsland({ locale, choices, text }: { locale: Locale; choices: ProductChoiceLists; text: Record<Key, string> }) {
  const t: Say = (key, values) => say(text, key, values);
  const summary = useRef<HTMLParagraphElement>(null);
  const form = useProductForm(
    locale,
    BLANK,
    choices.packages.map((item) => item.id),
    summary,
  );
  const [parentSku, setParentSku] = useState('');
  const [sizes, setSizes] = useState<Size[]>([{ code: '', quantity: '' }]);
  const create = (event: FormEvent) =>
    form.sendWith(event, async () => {
      const { quantity: _, ...fields } = sentForm(form.product, '0');
      const created = await apiCall<EditableProduct>('/v1/staff/families', {
        body: { ...fields, parentSku, sizes } satisfies NewProduct,
        toasts: false,
      });
      location.assign(localePath(locale, `/staff/products/${encodeURIComponent(created.sku)}?added`));
      return created;
    });
  return (
    <form className="staff-stack product-editor" onSubmit={create} noValidate>
      <p className="staff-hint">{t('catalogue.newIntro')}</p>
      {form.errors.form && (
        <p ref={summary} tabIndex={-1} role="alert" className="staff-error staff-card">
          {form.errors.form}
        </p>
      )}
      <FamilySizes locale={locale} form={form} t={t} parentSku={parentSku} setParentSku={setParentSku} sizes={sizes} setSizes={setSizes} />
      <ProductTexts form={form} t={t} stock={false} />
      <ProductChoices locale={locale} choices={choices} form={form} t={t} prices={false} />
      <ProductPictures locale={locale} form={form} text={text} t={t} />
      <div className="staff-actions staff-save-bar">
        <button className="button" type="submit" disabled={form.saving}>
          {t('catalogue.create')}
        </button>
      </div>
    </form>
  );
}

interface FamilyProps {
  locale: Locale;
  form: ProductForm;
  t: Say;
  parentSku: string;
  setParentSku: (code: string) => void;
  sizes: Size[];
  setSizes: (sizes: Size[]) => void;
}

/** The family code, then a row per size: its code, the SKU they make, and its stock; rows added and removed. */
function FamilySizes({ locale, form, t, parentSku, setParentSku, sizes, setSizes }: FamilyProps) {
  const { errors } = form;
  const n = (i: number) => formatDigits(locale, i + 1);
  const edit = (i: number, size: Partial<Size>) => setSizes(sizes.map((row, j) => (j === i ? { ...row, ...size } : row)));
  return (
    <div className="staff-card staff-stack">
      <StaffField
        id="parentSku"
        controlId="product-parentSku"
        label={t('catalogue.familyCode')}
        hint={t('catalogue.familyCodeHint')}
        error={errors.parentSku}
      >
        {(described) => (
          <input
            id="product-parentSku"
            dir="ltr"
            value={parentSku}
            maxLength={5}
            autoCapitalize="characters"
            autoComplete="off"
            required
            aria-invalid={errors.parentSku ? true : undefined}
            aria-describedby={described}
            onChange={(event) => setParentSku(event.target.value)}
          />
        )}
      </StaffField>
      <fieldset
        className="staff-field new-sizes"
        aria-describedby={[errors.sizes && 'sizes-error', errors.quantity && 'quantity-error'].filter(Boolean).join(' ') || undefined}
      >
        <legend>{t('catalogue.newSizes')}</legend>
        {sizes.map((size, i) => (
          <SizeRow
            key={i}
            n={n(i)}
            size={size}
            parentSku={parentSku}
            t={t}
            onChange={(changed) => edit(i, changed)}
            onRemove={sizes.length > 1 ? () => setSizes(sizes.filter((_, j) => j !== i)) : null}
          />
        ))}
        <p className="staff-hint">{t('catalogue.sizeCodeHint')}</p>
        <FieldError id="sizes" error={errors.sizes} />
        <FieldError id="quantity" error={errors.quantity} />
        <div className="staff-actions">
          <button type="button" className="button quiet" onClick={() => setSizes([...sizes, { code: '', quantity: '' }])}>
            {t('catalogue.addSizeRow')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}

interface SizeRowProps {
  /** The row's number as the page writes it. */
  n: string;
  size: Size;
  parentSku: string;
  t: Say;
  onChange: (size: Partial<Size>) => void;
  /** Null while it is the only row: a product has at least one size. */
  onRemove: (() => void) | null;
}

/** One size of the new product: its code, its stock, and the SKU they make. */
function SizeRow({ n, size, parentSku, t, onChange, onRemove }: SizeRowProps) {
  return (
    <fieldset className="new-size">
      <legend>{t('catalogue.sizeRow', { n })}</legend>
      <label>
        {t('catalogue.sizeCode')}
        <input
          dir="ltr"
          value={size.code}
          maxLength={2}
          size={3}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(event) => onChange({ code: event.target.value })}
        />
      </label>
      <label>
        {t('catalogue.stock')}
        <input
          dir="ltr"
          inputMode="numeric"
          value={size.quantity}
          size={6}
          autoComplete="off"
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </label>
      <span className="staff-hint">
        {t('catalogue.sku')}: <bdi dir="ltr">{`${parentSku}${size.code}`.toUpperCase() || '—'}</bdi>
      </span>
      {onRemove && (
        <button type="button" className="button quiet" onClick={onRemove}>
          {t('catalogue.removeSize', { n })}
        </button>
      )}
    </fieldset>
  );
}
