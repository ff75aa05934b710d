import { useState } from 'react';
import { formatDigits } from '~/shared/i18n/format.ts';
import type { CartItem, ListProduct } from '~/shared/cart/cartRules.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural } from '~/shared/i18n/plural.ts';
import type { ShareListText } from './shareListText.ts';
import { sharedListOf, sharedListPath, type SharedKind } from '~/shared/lists/sharedList.ts';
import { Icon } from '~/ui/Icon.tsx';
import { link, share, telegram, whatsapp } from '~/ui/iconPaths.ts';
import { shareLinks } from './shareLinks.ts';

interface Props {
  locale: Locale;
  kind: SharedKind;
  items: readonly (ListProduct | CartItem)[];
  text: ShareListText;
}

/**
 * "Share this list" (docs/rules.md#shared-lists): the link carries the list itself. Where the browser has the Web
 * Share API, the phone's share sheet; elsewhere a panel with Telegram, WhatsApp, copy, and the link to select.
 */
export function ShareList({ locale, kind, items, text }: Props) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const url = new URL(sharedListPath(locale, sharedListOf(kind, items)), location.origin).href;
  const message = fill(text.message[kind], { items: plural(locale, text.items, items.length, formatDigits(locale, items.length)) });
  const links = shareLinks(url, message);
  const onShare = () => {
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects (AbortError): nothing to say.
      navigator.share({ title: message, text: message, url }).catch(() => {});
      return;
    }
    setSaid('');
    setOpen(!open);
  };
  const onCopy = () => {
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => setSaid(text.copied),
      () => setSaid(text.copyFailed),
    );
  };
  return (
    <div className="share-list">
      <button type="button" className="button quiet" aria-expanded={open} onClick={onShare}>
        <Icon path={share} size={18} />
        {text.label[kind]}
      </button>
      {open && (
        <div className="share-sheet">
          <ul className="chips share-options">
            <li>
              <a href={links.telegram} target="_blank" rel="noopener noreferrer">
                <Icon path={telegram} size={20} />
                {text.telegram}
              </a>
            </li>
            <li>
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                <Icon path={whatsapp} size={20} />
                {text.whatsapp}
              </a>
            </li>
            <li>
              <button type="button" onClick={onCopy}>
                <Icon path={link} size={20} />
                {text.copy}
              </button>
            </li>
          </ul>
          <label className="share-address">
            <span>{text.address}</span>
            <input type="url" readOnly dir="ltr" value={url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <p role="status">{said}</p>
        </div>
      )}
    </div>
  );
}
