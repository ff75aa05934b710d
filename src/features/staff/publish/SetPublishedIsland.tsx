import { useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { sentForm } from '~/features/staff/catalogue/useProductForm.ts';
import type { SetPublishedText } from './publishText.ts';
import type { ProductEditing } from '~/shared/contract/staff/catalogue.ts';

interface Props {
  sku: string;
  /** The Publish page, in the page's language. */
  publishPath: string;
  text: SetPublishedText;
}

/**
 * On a draft's preview: "Set to published" saves the product as published, as its form would (the rest of its
 * fields as they are), and then leads to Publish, which puts it in the shop.
 */
export function SetPublishedIsland({ sku, publishPath, text }: Props) {
  const [state, setState] = useState<'draft' | 'busy' | 'done'>('draft');
  const [error, setError] = useState('');

  async function setPublished() {
    setState('busy');
    setError('');
    const path = `/v1/staff/products/${encodeURIComponent(sku)}`;
    try {
      const { product } = await apiCall<ProductEditing>(path, { errorToasts: false, toasts: false });
      await apiCall(path, {
        method: 'PUT',
        body: sentForm({ ...product, status: 'publish' }, String(product.quantity)),
        toasts: false,
        errorToasts: false,
      });
      setState('done');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setState('draft');
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="preview-set">
        {text['publish.setPublishedDone']} <a href={publishPath}>{text['publish.previewToPublish']}</a>
      </p>
    );
  }
  return (
    <>
      <button type="button" className="button" disabled={state === 'busy'} onClick={() => void setPublished()}>
        {text['publish.setPublished']}
      </button>
      {error && (
        <p role="alert" className="preview-error">
          {error}
        </p>
      )}
    </>
  );
}
