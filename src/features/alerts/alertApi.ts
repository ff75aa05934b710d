import { apiCall } from '~/features/login/apiCall.ts';

/** Asks for one text when the size is back in stock, for the signed-in number. */
export function askForAlert(sku: string) {
  return apiCall<unknown[]>('/v1/profile/alerts', { body: { sku }, toasts: false, redirectOn401: false });
}
