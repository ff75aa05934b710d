import { useEffect, useRef, useState, type FormEvent } from 'react';
import { tickedPackages, togglePackage } from '~/shared/catalogue/packageChoice.ts';
import { apiCall } from '~/features/api/apiClient.ts';
import { say } from '~/features/staff/forms/say.ts';
import { FieldError, StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { StaffKey } from '~/features/staff/staffText.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { joinParts, separator } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { EditableProduct, ProductEditing } from '~/shared/staff/productEditing.ts';
import { PhotoInput, PictureList } from './PictureList.tsx';
import { errorsOf, useProductForm, type ProductForm } from './useProductForm.ts';

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
  'catalogue.editTitle',
] as const satisfies readonly StaffKey[];
type Key = (typeof PRODUCT_EDITOR_KEYS)[number];

interface Props {
  locale: Locale;
  editing: ProductEditing;
  text: Record<Key, string>;
}

/** The editor's texts, with `{{name}}` placeholders filled. */
type Say = (key: Key, values?: Record<string, string>) => string;

/** After a save, the page's heading and the tab's title name the product as it is now (a rename shows at once). */
function showTitle(title: string) {
  const heading = document.querySelector('main h1');
  const before = heading?.textContent;
  if (!heading || !before || before === title) return;
  document.title = document.title.replace(before, title);
  heading.textContent = title;
}

/** A product's edit form: texts in both languages, status, stock, categories, package types, pictures and a new size. */
export function ProductEditorIsland({ locale, editing, text }: Props) {
  const t: Say = (key, values) => say(text, key, values);
  const summary = useRef<HTMLParagraphElement>(null);
  const form = useProductForm(locale, editing.product, summary);
  const { product, errors, change } = form;
  const savedTitle = form.saved ? t('catalogue.editTitle', { name: locale === 'fa' ? product.nameFa : product.nameEn }) : null;
  useEffect(() => {
    if (savedTitle) showTitle(savedTitle);
  }, [savedTitle]);
  return (
    <div className="staff-stack product-editor">
      <form className="staff-stack" onSubmit={form.save} noValidate>
        {errors.form && (
          <p ref={summary} tabIndex={-1} role="alert" className="staff-error staff-card">
            {errors.form}
          </p>
        )}
        <ProductTexts form={form} t={t} />
        <ProductChoices locale={locale} editing={editing} form={form} t={t} />
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
            <PhotoInput
              id="product-photo"
              locale={locale}
              progress={form.progress}
              capture
              onFile={(file) => void form.addPhoto(file)}
              text={text}
            />
            <FieldError id="images" error={errors.images} />
          </div>
        </fieldset>
        <div className="staff-actions">
          <button className="button" type="submit" disabled={form.saving}>
            {t('catalogue.save')}
          </button>
        </div>
        <div role="status">
          {form.saved && (
            <p className="staff-card product-saved">
              {t('catalogue.savedNote')} <a href={localePath(locale, '/staff/publish')}>{t('catalogue.toPublish')}</a>
            </p>
          )}
        </div>
      </form>
      <ProductSizes locale={locale} sku={product.sku} family={editing.family} t={t} />
    </div>
  );
}

/** The names and descriptions in both languages, the address, status and stock. */
function ProductTexts({ form, t }: { form: ProductForm; t: Say }) {
  const { product, errors, change } = form;
  const textInput = (id: 'nameEn' | 'nameFa' | 'slug', dir: 'ltr' | 'rtl', label: string, hint?: string) => (
    <StaffField id={id} controlId={`product-${id}`} label={label} hint={hint} error={errors[id]}>
      {(described) => (
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
      )}
    </StaffField>
  );
  const textArea = (id: 'descriptionEn' | 'descriptionFa', dir: 'ltr' | 'rtl', label: string) => (
    <StaffField id={id} controlId={`product-${id}`} label={label} error={errors[id]}>
      {(described) => (
        <textarea
          id={`product-${id}`}
          dir={dir}
          value={product[id]}
          maxLength={4000}
          aria-invalid={errors[id] ? true : undefined}
          aria-describedby={described}
          onChange={(event) => change(id, event.target.value)}
        />
      )}
    </StaffField>
  );
  return (
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
        <StaffField id="status" controlId="product-status" label={t('catalogue.status')} error={errors.status}>
          {(described) => (
            <select
              id="product-status"
              value={product.status}
              aria-describedby={described}
              onChange={(event) => change('status', event.target.value as EditableProduct['status'])}
            >
              <option value="publish">{t('catalogue.statusPublish')}</option>
              <option value="draft">{t('catalogue.statusDraft')}</option>
            </select>
          )}
        </StaffField>
        <StaffField id="quantity" controlId="product-quantity" label={t('catalogue.stock')} error={errors.quantity}>
          {(described) => (
            <input
              id="product-quantity"
              inputMode="numeric"
              dir="ltr"
              value={form.quantity}
              required
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={described}
              onChange={(event) => form.setQuantity(event.target.value)}
            />
          )}
        </StaffField>
      </div>
    </div>
  );
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** The categories the product is in, the package types it is sold in, and whether the home page features it. */
function ProductChoices({ locale, editing, form, t }: { locale: Locale; editing: ProductEditing; form: ProductForm; t: Say }) {
  const { product, errors, change } = form;
  const name = (item: { nameEn: string; nameFa: string }) => (locale === 'fa' ? item.nameFa : item.nameEn);
  const activePackages = editing.packages.map((item) => item.id);
  const ticked = tickedPackages(product.packageIds, activePackages);
  return (
    <>
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
        <FieldError id="categories" error={errors.categories} />
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
                  checked={ticked.includes(item.id)}
                  // The last ticked type stays: a product is sold in at least one.
                  disabled={ticked.length === 1 && ticked[0] === item.id}
                  onChange={() => change('packageIds', togglePackage(product.packageIds, activePackages, item.id))}
                />
                {locale === 'fa' ? item.titleFa : item.titleEn}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id="packages" error={errors.packages} />
      </fieldset>
      <div className="staff-card staff-field">
        <label className="product-featured">
          <input type="checkbox" checked={product.featured} onChange={() => change('featured', !product.featured)} />
          {t('catalogue.featured')}
        </label>
      </div>
    </>
  );
}

/** The family's sizes, each a link to its own form, and a new size copied from this one. */
function ProductSizes({ locale, sku, family, t }: { locale: Locale; sku: string; family: ProductEditing['family']; t: Say }) {
  const [newSku, setNewSku] = useState('');
  const [sizeError, setSizeError] = useState('');
  const n = (value: number) => formatDigits(locale, value);

  async function addSize(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await apiCall<EditableProduct>('/v1/staff/products', { body: { fromSku: sku, sku: newSku }, errorToasts: false });
      location.assign(localePath(locale, `/staff/products/${encodeURIComponent(created.sku)}`));
    } catch (error) {
      const found = errorsOf(error);
      setSizeError(found.sku ?? found.form ?? '');
    }
  }

  return (
    <section className="staff-card staff-stack" aria-labelledby="sizes-title">
      <h2 id="sizes-title">{t('catalogue.sizes')}</h2>
      {family.length === 0 ? (
        <p>{t('catalogue.noSizes')}</p>
      ) : (
        <ul className="product-family">
          {family.map((size) => (
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
        <StaffField
          id="new-sku"
          controlId="product-new-sku"
          label={t('catalogue.newSku')}
          hint={t('catalogue.newSkuHint')}
          error={sizeError}
          alert
        >
          {(described) => (
            <input
              id="product-new-sku"
              dir="ltr"
              value={newSku}
              required
              maxLength={32}
              autoCapitalize="characters"
              aria-invalid={sizeError ? true : undefined}
              aria-describedby={described}
              onChange={(event) => setNewSku(event.target.value)}
            />
          )}
        </StaffField>
        <div className="staff-actions">
          <button className="button quiet" type="submit">
            {t('catalogue.addSize')}
          </button>
        </div>
      </form>
    </section>
  );
}
