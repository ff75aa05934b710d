import * as v from 'valibot';
import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import type { Bilingual } from '~/shared/i18n/bilingual.ts';
import { fieldNames, formMessages, type FormMessageKey } from '~/shared/forms/rules.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { problemTexts, serviceMessages, type MessageKey } from './messages.server.ts';

export type { Locale };

/** A failure the visitor caused or may meet: answered with its status and bilingual message. */
export class ServiceError extends Error {
  status: number;
  text: Bilingual;
  additionalInfo: string[];
  /** Extra response headers (a cleared session cookie, Retry-After). */
  headers: Record<string, string>;
  constructor(status: number, key: MessageKey | Bilingual, additionalInfo: string[] = [], headers: Record<string, string> = {}) {
    const text = typeof key === 'string' ? serviceMessages[key] : key;
    super(text.en);
    this.status = status;
    this.text = text;
    this.additionalInfo = additionalInfo;
    this.headers = headers;
  }
}

/** The failure envelope of the contract: `{message: {fa, en}, additionalInfo: [...]}`. */
export function failureBody(error: ServiceError): string {
  return JSON.stringify({ message: error.text, additionalInfo: error.additionalInfo });
}

/** Validates a value with a valibot schema; failures become a 400 listing each problem in the visitor's language. */
export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new ServiceError(
    400,
    'invalid',
    result.issues.slice(0, 10).map((issue) => describeIssue(issue, locale)),
  );
}

/** One line for a validation problem: where it is and what is wrong, in the visitor's language. */
export function describeIssue(issue: v.BaseIssue<unknown>, locale: Locale): string {
  const keys = issue.path?.map((p) => String(p.key)) ?? [];
  const named = fieldNames[keys[keys.length - 1] ?? ''];
  // A known field by its name (with its row in a list); anything else by its path.
  const row = keys.length > 1 && /^\d+$/.test(keys[keys.length - 2]!) ? ` ${Number(keys[keys.length - 2]) + 1}` : '';
  const where = named ? `${named[locale]}${row}` : keys.join('.') || problemTexts.data[locale];
  const n = digitsIn(locale, String(issue.requirement ?? ''));
  // Form rules carry their own message (docs/rules.md#validation-rules); the rest are described by kind.
  const problem =
    formMessages[issue.message as FormMessageKey] ?? problemTexts[issue.type as keyof typeof problemTexts] ?? problemTexts.invalid;
  return `${where}: ${fill(problem[locale], { n })}`;
}
