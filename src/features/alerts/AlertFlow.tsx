import { useStore } from '@nanostores/react';
import type { AlertText } from './alertText.ts';
import { useId, useState } from 'react';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { itemSize } from '~/shared/catalogue/sku.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { failureText } from '~/features/login/loginApi.ts';
import { ErrorLine } from '~/features/login/ErrorLine.tsx';
import { LoginFlow } from '~/features/login/LoginFlow.tsx';
import type { LoginText } from '~/features/login/loginText.ts';
import { $account } from '~/features/login/session.store.ts';
import { askForAlert } from './alertApi.ts';
import { markAlertAsked } from './alertOffer.ts';

interface Props {
  locale: Locale;
  text: AlertText;
  loginText: LoginText;
  item: ListProduct;
  onClose: () => void;
}

/** A phone number shown inside a sentence: left to right, in the page's digits. */
function WithPhone({ sentence, phone, locale }: { sentence: string; phone: string; locale: Locale }) {
  const [before, after] = sentence.split('{{phone}}');
  return (
    <>
      {before}
      <bdi dir="ltr">{digitsIn(locale, phone)}</bdi>
      {after}
    </>
  );
}

/**
 * The bell's offer (docs/rules.md#back-in-stock-texts): a signed-in shopper asks in one tap for their own number;
 * another proves a number with the login's code first (its account is made then), and the request follows.
 */
export function AlertFlow({ locale, text, loginText, item, onClose }: Props) {
  const account = useStore($account);
  const [state, setState] = useState<'ask' | 'asking' | 'done'>('ask');
  const [error, setError] = useState('');
  const errorId = `${useId()}-error`;
  const name = `${locale === 'fa' ? item.nameFa : item.nameEn} ${itemSize(locale, item)}`.trim();

  const ask = async () => {
    setState('asking');
    setError('');
    try {
      await askForAlert(item.sku);
      markAlertAsked();
      setState('done');
    } catch (failure) {
      setError(failureText(failure));
      setState('ask');
    }
  };

  const notNow = (
    <button className="button quiet" type="button" onClick={onClose}>
      {state === 'done' ? text.close : text.notNow}
    </button>
  );
  return (
    <div className="alert-flow">
      <p className="alert-lead">{fill(text.lead, { name })}</p>
      {state === 'done' ? (
        <>
          <p role="status">
            <WithPhone sentence={text.done} phone={account.phoneNumber} locale={locale} />
          </p>
          <p>
            <a href={text.mineHref}>{text.mine}</a>
          </p>
        </>
      ) : account.roles ? (
        <>
          <p>
            <WithPhone sentence={text.to} phone={account.phoneNumber} locale={locale} />
          </p>
          <ErrorLine id={errorId} error={error} />
          <button
            className="button"
            type="button"
            onClick={() => void ask()}
            disabled={state === 'asking'}
            aria-busy={state === 'asking'}
            aria-describedby={error ? errorId : undefined}
          >
            {text.submit}
          </button>
        </>
      ) : (
        <LoginFlow
          locale={locale}
          text={{ ...loginText, intro: text.intro, submit: text.submit, newCustomer: '' }}
          forAlert
          onDone={() => void ask()}
        />
      )}
      {notNow}
    </div>
  );
}
