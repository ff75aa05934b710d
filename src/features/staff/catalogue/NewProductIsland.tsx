import { useRef, useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { say } from '~/features/staff/forms/say.ts';
import { FieldError, StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { NewProductText } from './catalogueText.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { knownTitle } from '~/shared/staff/newSizes.ts';
import type { KnownSize } from '~/shared/staff/productEditing.ts';
import { ProductChoices, ProductPictures, ProductTexts, type ProductChoiceLists } from './ProductFields.tsx';
import { useProductForm, type ProductForm } from './useProductForm.ts';
import type { EditableProduct, NewProduct, NewSize } from '~/shared/contract/staff/catalogue.ts';

type Say = (key: keyof NewProductText, values?: Record<string, string>) => string;

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
  pictureLater: false,
  prices: [],
};

type Size = NewSize;
const BLANK_SIZE: Size = { code: '', quantity: '', titleEn: '', titleFa: '' };

interface NewProductProps {
  locale: Locale;
  choices: ProductChoiceLists;
  /** The size titles the categories' size filters give: a size they name is not titled again. */
  known: KnownSize[];
  text: NewProductText;
}

/**
 * The New product form: a family code and its sizes, then the fields every size shares. Once added, the first size's
 * edit form opens and says it is saved.
 */
export function NewProductIsland({ locale, choices, known, text }: NewProductProps) {
  const t: Say = (key, values) => say(text, key, values);
  const summary = useRef<HTMLParagraphElement>(null);
  const form = useProductForm(
    locale,
    BLANK,
    choices.packages.map((item) => item.id),
    summary,
  );
  const [parentSku, setParentSku] = useState('');
  const [sizes, setSizes] = useState<Size[]>([BLANK_SIZE]);
  const create = (event: FormEvent) =>
    form.sendWith(event, async () => {
      const { quantity: _, ...fields } = form.sent('0');
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
      <FamilySizes
        locale={locale}
        form={form}
        t={t}
        parentSku={parentSku}
        setParentSku={setParentSku}
        sizes={sizes}
        setSizes={setSizes}
        known={known}
      />
      <ProductTexts form={form} t={t} stock={false} />
      <ProductChoices locale={locale} choices={choices} form={form} t={t} pricesHint={t('catalogue.newPricesHint')} />
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
  known: KnownSize[];
}

/** The family code, then a row per size: its code, the SKU they make, its stock and title; rows added and removed. */
function FamilySizes({ locale, form, t, parentSku, setParentSku, sizes, setSizes, known }: FamilyProps) {
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
            known={knownTitle(size.code, form.product.categoryXCodes, known)}
            locale={locale}
            onChange={(changed) => edit(i, changed)}
            onRemove={sizes.length > 1 ? () => setSizes(sizes.filter((_, j) => j !== i)) : null}
          />
        ))}
        <p className="staff-hint">{t('catalogue.sizeCodeHint')}</p>
        <FieldError id="sizes" error={errors.sizes} />
        <FieldError id="quantity" error={errors.quantity} />
        <div className="staff-actions">
          <button type="button" className="button quiet" onClick={() => setSizes([...sizes, BLANK_SIZE])}>
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
  /** The title a chosen category gives the size; null: the row asks for one. */
  known: KnownSize | null;
  locale: Locale;
  onChange: (size: Partial<Size>) => void;
  /** Null while it is the only row: a product has at least one size. */
  onRemove: (() => void) | null;
}

/** One size of the new product: its code, its stock, the SKU they make, and its title. */
function SizeRow({ n, size, parentSku, t, known, locale, onChange, onRemove }: SizeRowProps) {
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
      {known ? (
        <span className="staff-hint size-known">
          {t('catalogue.sizeKnown', { title: locale === 'fa' ? known.titleFa || known.titleEn : known.titleEn })}
        </span>
      ) : (
        <SizeTitles size={size} t={t} onChange={onChange} />
      )}
      {onRemove && (
        <button type="button" className="button quiet" onClick={onRemove}>
          {t('catalogue.removeSize', { n })}
        </button>
      )}
    </fieldset>
  );
}

/** The title fields of a size: its label and its direction. */
const TITLES = [
  { field: 'titleEn', label: 'catalogue.sizeTitleEn', dir: 'ltr' },
  { field: 'titleFa', label: 'catalogue.sizeTitleFa', dir: 'rtl' },
] as const;

/** A size's title in both languages, asked where no chosen category's size filters name its code. */
function SizeTitles({ size, t, onChange }: { size: Size; t: Say; onChange: (size: Partial<Size>) => void }) {
  return (
    <span className="size-titles">
      {TITLES.map(({ field, label, dir }) => (
        <label key={field}>
          {t(label)}
          <input
            dir={dir}
            value={size[field] ?? ''}
            size={10}
            maxLength={40}
            onChange={(event) => onChange({ [field]: event.target.value })}
          />
        </label>
      ))}
      <span className="staff-hint">{t('catalogue.sizeTitleHint')}</span>
    </span>
  );
}
