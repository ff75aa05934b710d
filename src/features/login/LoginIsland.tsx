import { LoginFlow } from './LoginFlow.tsx';
import type { LoginText } from './loginText.ts';
import { nextPath } from '~/shared/login/loginAddress.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: LoginText;
  /** Where to go once signed in when the address names no `next` page. */
  fallback: string;
}

/** The login page's form: the dialog's steps, then on to the page that asked for a login. */
export function LoginIsland({ locale, text, fallback }: Props) {
  return (
    <LoginFlow
      locale={locale}
      text={text}
      onDone={() => location.assign(nextPath(new URLSearchParams(location.search).get('next'), fallback))}
    />
  );
}
