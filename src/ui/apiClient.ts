import { showToast } from './toast.ts';
import { startLoading } from './loading.store.ts';
import { loginPath } from '~/shared/login/loginAddress.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import en from './messages.en.json' with { type: 'json' };
import fa from './messages.fa.json' with { type: 'json' };
type Bilingual = { fa?: string; en?: string };

/** A failed call: its HTTP status and the text shown to the visitor. */
export class ApiError extends Error {
  status: number;
  constructor(status: number, text: string) {
    super(text);
    this.status = status;
  }
}

/** The two texts the client has when the service gave none (its own pair of dictionaries, a few bytes). */
const FALLBACK = { en, fa };

/**
 * The text of a failure (docs/rules.md#error-texts): additionalInfo lines joined with line breaks; a 500 without a
 * message is the internal error; otherwise the server's message, else the error's own text, else the
 * connection error.
 */
export function errorText(status: number, body: unknown, error: unknown, locale: Locale): string {
  const envelope = (body ?? {}) as { message?: Bilingual; additionalInfo?: unknown };
  const message = envelope.message?.[locale] || envelope.message?.fa || '';
  const details = Array.isArray(envelope.additionalInfo) ? envelope.additionalInfo.filter((line) => typeof line === 'string' && line) : [];
  if (details.length > 0) return [message, ...details].filter(Boolean).join('\n');
  if (status === 500 && !message) return FALLBACK[locale]['client.internal'];
  if (message) return message;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK[locale]['client.connection'];
}

/** The page's language, from `<html lang>`. */
export function pageLocale(): Locale {
  return document.documentElement.lang === 'fa' ? 'fa' : 'en';
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Show the overlay while the call runs: 'page' covers the page, 'inPage' shows the in-page loader. */
  loading?: 'page' | 'inPage' | false;
  /** Show failures as an error toast (default true) and success messages as a success toast (default true). */
  toasts?: boolean;
  /** Show failures as a toast; default `toasts`. False when the caller shows them in place. */
  errorToasts?: boolean;
  /** On 401, go to the login page (default true); false for calls that only ask whether a session exists. */
  redirectOn401?: boolean;
}

/** The profile call is the one a 401 does not send to the login page (it is how a page asks "am I signed in?"). */
const PROFILE_CALL = '/v1/profile';

/**
 * The shop's call to its service, for a session `endSession` forgets: JSON in, `data` out. Failures become an
 * ApiError with the visitor's text; a 401 ends the session and goes to the login page, except for the profile call.
 */
export const apiClient =
  (endSession: () => void) =>
  async <T>(path: string, options: CallOptions = {}): Promise<T> => {
    const locale = pageLocale();
    const stop = options.loading ? startLoading(options.loading === 'inPage') : () => {};
    const toasts = options.toasts ?? true;
    const errorToasts = options.errorToasts ?? toasts;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(path, {
        method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
        headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': locale, ...options.headers },
        body: options.body === undefined ? null : JSON.stringify(options.body),
        credentials: 'same-origin',
      });
      body = await response.json().catch(() => null);
    } catch {
      stop();
      const failure = new ApiError(0, errorText(0, null, null, locale));
      if (errorToasts) showToast(failure.message, 'error');
      throw failure;
    }
    stop();
    if (response.status === 401) {
      endSession();
      if (path !== PROFILE_CALL && options.redirectOn401 !== false) location.assign(loginPath(locale, location.pathname));
    }
    if (!response.ok) {
      const failure = new ApiError(response.status, errorText(response.status, body, null, locale));
      if (errorToasts && response.status !== 401) showToast(failure.message, 'error');
      throw failure;
    }
    const envelope = body as { data: T; message?: Bilingual };
    const success = envelope.message?.[locale];
    if (toasts && success) showToast(success, 'success');
    return envelope.data;
  };
