import { AddressForm, EMPTY_ADDRESS } from '~/features/forms/AddressForm.tsx';
import type { CheckoutText } from './checkoutText.ts';
import { SavedAddressChoice } from './SavedAddressChoice.tsx';
import type { Checkout } from './useCheckout.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: Pick<CheckoutText, 'formTitle' | 'savedAddress' | 'submit' | 'fields'>;
  checkout: Pick<Checkout, 'saved' | 'chosen' | 'setChosen' | 'busy' | 'send'>;
}

/** The customer's details: a choice among several saved addresses, then the address form it prefills. */
export function CheckoutForm({ locale, text, checkout: { saved, chosen, setChosen, busy, send } }: Props) {
  const prefill = saved.find((address) => address.id === chosen) ?? EMPTY_ADDRESS;
  return (
    <section className="checkout-form" aria-labelledby="checkout-form">
      <h2 id="checkout-form">{text.formTitle}</h2>
      {saved.length > 1 && (
        <SavedAddressChoice locale={locale} label={text.savedAddress} saved={saved} chosen={chosen} onChoose={setChosen} />
      )}
      {/* A new choice is a new form, started from that address. */}
      <AddressForm
        key={chosen ?? 'empty'}
        locale={locale}
        text={text.fields}
        submit={text.submit}
        initial={prefill}
        busy={busy}
        onSave={send}
        autoFocus={false}
      />
    </section>
  );
}
