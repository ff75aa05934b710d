// The product form's groups of fields, shared by a product's edit form and the New product form.
import { tickedPackages, togglePackage } from '~/shared/catalogue/packageChoice.ts';
import { FieldError, StaffField } from '~/features/staff/forms/StaffField.tsx';
import type { FieldKey } from './catalogueText.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { PhotoInput, PictureList } from './PictureList.tsx';
import type { ProductForm } from './useProductForm.ts';
import type { EditableProduct, ProductEditing } from '~/shared/contract/staff/catalogue.ts';

/** The fields' texts, with `{{name}}` placeholders filled. */
export type FieldSay = (key: FieldKey, values?: Record<string, string>) => string;

/** The names and descriptions in both languages, the address, status and (unless the sizes have their own) stock. */
export function ProductTexts({ form, t, stock = true }: { form: ProductForm; t: FieldSay; stock?: boolean }) {
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
      {product.sku && (
        <p className="staff-hint">
          {t('catalogue.sku')}: <bdi dir="ltr">{product.sku}</bdi>
        </p>
      )}
      <div className="product-pair">
        {textInput('nameEn', 'ltr', t('catalogue.nameEn'))}
        {textInput('nameFa', 'rtl', t('catalogue.nameFa'))}
      </div>
      <div className="product-pair">
        {textArea('descriptionEn', 'ltr', t('catalogue.descriptionEn'))}
        {textArea('descriptionFa', 'rtl', t('catalogue.descriptionFa'))}
      </div>
      {textInput('slug', 'ltr', t('catalogue.slug'), t('catalogue.slugHint'))}
      <StatusAndStock form={form} t={t} stock={stock} />
    </div>
  );
}

/** The product's status and, unless its sizes have their own, its stock. */
function StatusAndStock({ form, t, stock }: { form: ProductForm; t: FieldSay; stock: boolean }) {
  const { product, errors, change } = form;
  return (
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
      {stock && (
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
      )}
    </div>
  );
}

const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** What the form chooses from: the categories and the active package types. */
export type ProductChoiceLists = Pick<ProductEditing, 'categories' | 'packages'>;

/**
 * The categories the product is in, the package types it is sold in (each with its price to quote, explained by
 * `pricesHint` where the form says more), and whether the home page features it.
 */
export function ProductChoices({
  locale,
  choices,
  form,
  t,
  pricesHint,
}: {
  locale: Locale;
  choices: ProductChoiceLists;
  form: ProductForm;
  t: FieldSay;
  pricesHint?: string;
}) {
  const { product, errors, change } = form;
  const name = (item: { nameEn: string; nameFa: string }) => (locale === 'fa' ? item.nameFa : item.nameEn);
  const activePackages = choices.packages.map((item) => item.id);
  const ticked = tickedPackages(product.packageIds, activePackages);
  return (
    <>
      <fieldset className="staff-card staff-field" aria-describedby={errors.categories ? 'categories-error' : undefined}>
        <legend>{t('catalogue.categories')}</legend>
        <CategoryTree
          categories={choices.categories}
          parent={null}
          name={name}
          ticked={product.categoryXCodes}
          onToggle={(xCode) => change('categoryXCodes', toggle(product.categoryXCodes, xCode))}
        />
        <FieldError id="categories" error={errors.categories} />
      </fieldset>
      <fieldset className="staff-card staff-field" aria-describedby={`packages-hint${errors.packages ? ' packages-error' : ''}`}>
        <legend>{t('catalogue.packages')}</legend>
        <p id="packages-hint" className="staff-hint">
          {t('catalogue.packagesHint')} {t('catalogue.pricesHint')} {pricesHint}
        </p>
        <ul className="product-choices product-packages">
          {choices.packages.map((item) => (
            <li key={item.id}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.includes(item.id)}
                  // The last ticked type stays: a product is sold in at least one.
                  disabled={ticked.length === 1 && ticked[0] === item.id}
                  onChange={() => change('packageIds', togglePackage(product.packageIds, activePackages, item.id))}
                />
                <span id={`package-${item.id}`}>{locale === 'fa' ? item.titleFa : item.titleEn}</span>
              </label>
              {ticked.includes(item.id) && <PriceInput form={form} packageId={item.id} label={t('catalogue.price')} />}
            </li>
          ))}
        </ul>
        <FieldError id="packages" error={errors.packages} />
        <FieldError id="prices" error={errors.prices} />
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

interface TreeProps {
  categories: ProductChoiceLists['categories'];
  /** The category whose children this level lists; null: the top level. */
  parent: string | null;
  name: (item: { nameEn: string; nameFa: string }) => string;
  ticked: readonly string[];
  onToggle: (xCode: string) => void;
}

/** The categories as the shop's menu nests them: each one's checkbox with those under it indented beneath. */
function CategoryTree({ categories, parent, ...props }: TreeProps) {
  const level = categories.filter((category) => category.parentXCode === parent);
  if (level.length === 0) return null;
  return (
    <ul className="category-tree">
      {level.map((category) => (
        <li key={category.xCode}>
          <label>
            <input type="checkbox" checked={props.ticked.includes(category.xCode)} onChange={() => props.onToggle(category.xCode)} />
            {props.name(category)}
          </label>
          <CategoryTree categories={categories} parent={category.xCode} {...props} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A package type's price to quote, typed in tomans (Persian digits and thousands separators too); named by the
 * type's title and its own label ("Box of 6 Price (tomans)"), both on screen.
 */
function PriceInput({ form, packageId, label }: { form: ProductForm; packageId: number; label: string }) {
  const id = `product-price-${packageId}`;
  return (
    <label className="product-price" htmlFor={id}>
      <span id={`${id}-label`}>{label}</span>
      <input
        id={id}
        aria-labelledby={`package-${packageId} ${id}-label`}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        maxLength={20}
        value={form.prices[packageId] ?? ''}
        aria-invalid={form.errors.prices ? true : undefined}
        aria-describedby={form.errors.prices ? 'prices-error' : undefined}
        onChange={(event) => form.setPrice(packageId, event.target.value)}
      />
    </label>
  );
}

/** The product's pictures in order, and a photograph added from the camera or a file. */
export function ProductPictures({
  locale,
  form,
  text,
  t,
}: {
  locale: Locale;
  form: ProductForm;
  text: Record<FieldKey, string>;
  t: FieldSay;
}) {
  const { product, errors, change } = form;
  return (
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
      {product.pictures.length === 0 && (
        <label className="product-featured">
          <input
            type="checkbox"
            checked={product.pictureLater}
            aria-describedby="picture-later-hint"
            onChange={() => change('pictureLater', !product.pictureLater)}
          />
          {t('catalogue.pictureLater')}
        </label>
      )}
      {product.pictures.length === 0 && (
        <p id="picture-later-hint" className="staff-hint">
          {t('catalogue.pictureLaterHint')}
        </p>
      )}
    </fieldset>
  );
}
