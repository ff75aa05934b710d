import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { say } from '~/features/staff/forms/say.ts';
import { StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { ProductEditorText } from './catalogueText.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { joinParts, separator } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { ProductChoices, ProductPictures, ProductTexts } from './ProductFields.tsx';
import { errorsOf, useProductForm } from './useProductForm.ts';
import type { EditableProduct, ProductEditing } from '~/shared/contract/staff/catalogue.ts';

interface Props {
  locale: Locale;
  editing: ProductEditing;
  text: ProductEditorText;
  /** Just made by the New product form. */
  added?: boolean;
}

/** The editor's texts, with `{{name}}` placeholders filled. */
type Say = (key: keyof ProductEditorText, values?: Record<string, string>) => string;

/** After a save, the page's heading and the tab's title name the product as it is now (a rename shows at once). */
function showTitle(title: string) {
  const heading = document.querySelector('main h1');
  const before = heading?.textContent;
  if (!heading || !before || before === title) return;
  document.title = document.title.replace(before, title);
  heading.textContent = title;
}

/** A product's edit form: texts in both languages, status, stock, categories, package types, pictures and a new size. */
export function ProductEditorIsland({ locale, editing, text, added = false }: Props) {
  const t: Say = (key, values) => say(text, key, values);
  const summary = useRef<HTMLParagraphElement>(null);
  const form = useProductForm(
    locale,
    editing.product,
    editing.packages.map((item) => item.id),
    summary,
    added,
  );
  const { product, errors } = form;
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
        <ProductChoices locale={locale} choices={editing} form={form} t={t} />
        <ProductPictures locale={locale} form={form} text={text} t={t} />
        <div className="staff-actions staff-save-bar">
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
