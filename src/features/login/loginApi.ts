import { apiCall } from './apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';

/**
 * Step 1: texts a code to the number. Every valid number gets the same answer (docs/rules.md#login); asked by the
 * bell, every number gets its code.
 */
export function requestCode(phoneNumber: string, forAlert = false) {
  return apiCall<{ phoneNumber: string; resendAfter: number }>('/Idp/Account/LoginViaPhoneNumber', {
    body: forAlert ? { phoneNumber, forAlert } : { phoneNumber },
    toasts: false,
  });
}

/** Step 2: checks the code; a right one opens the session and brings the account's roles. */
export function checkCode(phoneNumber: string, code: string) {
  return apiCall<{ phoneNumber: string; name: string; roles: string }>('/Idp/Account/LoginViaPhoneNumberCode', {
    body: { phoneNumber, code },
    errorToasts: false,
  });
}

/** What the error line says about a failed call: the service's own message when it sent one. */
export function failureText(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : String(failure);
}
