import { inject } from 'vitest';

/** The address of the shop started for this test run. */
export const baseUrl = () => inject('baseUrl');

/** Calls the running shop (or a full address) and reads the JSON answer (null when the body is not JSON). */
export async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(/^https?:/.test(path) ? path : `${baseUrl()}${path}`, {
    ...rest,
    method: rest.method ?? (json !== undefined ? 'POST' : 'GET'),
    headers,
    body: json !== undefined ? JSON.stringify(json) : (rest.body ?? null),
  });
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Asserts the failure envelope: a bilingual message and a list of detail lines. */
export function isFailure(body: any): boolean {
  return (
    typeof body?.message?.en === 'string' &&
    typeof body?.message?.fa === 'string' &&
    /[\u0600-\u06FF]/.test(body.message.fa) &&
    Array.isArray(body.additionalInfo)
  );
}
