import * as v from 'valibot';
import type { Bilingual } from '../../features/catalogue/types.ts';
import { serviceMessages, type MessageKey } from './messages.server.ts';

export type Locale = 'en' | 'fa';

/** A failure the visitor caused or may meet: answered with its status and bilingual message. */
export class ServiceError extends Error {
  status: number;
  text: Bilingual;
  additionalInfo: string[];
  constructor(status: number, key: MessageKey | Bilingual, additionalInfo: string[] = []) {
    const text = typeof key === 'string' ? serviceMessages[key] : key;
    super(text.en);
    this.status = status;
    this.text = text;
    this.additionalInfo = additionalInfo;
  }
}

/** The failure envelope of the contract: `{message: {fa, en}, additionalInfo: [...]}`. */
export function failureBody(error: ServiceError): string {
  return JSON.stringify({ message: error.text, additionalInfo: error.additionalInfo });
}

/** Validates a value with a valibot schema; failures become a 400 listing each problem in the visitor's language. */
export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown, locale: Locale): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ServiceError(400, 'invalid', result.issues.slice(0, 10).map((issue) => describeIssue(issue, locale)));
}

/** One line for a validation problem: where it is and what is wrong, in the visitor's language. */
export function describeIssue(issue: v.BaseIssue<unknown>, locale: Locale): string {
  const where = issue.path?.map((p) => String(p.key)).join('.') || (locale === 'fa' ? 'داده' : 'data');
  const n = String(issue.requirement ?? '');
  const problems: Record<string, Bilingual> = {
    string: { en: 'must be text', fa: 'باید متن باشد' },
    number: { en: 'must be a number', fa: 'باید عدد باشد' },
    integer: { en: 'must be a whole number', fa: 'باید عدد صحیح باشد' },
    array: { en: 'must be a list', fa: 'باید فهرست باشد' },
    object: { en: 'must be an object', fa: 'باید یک شیء باشد' },
    min_length: { en: `is too short (at least ${n})`, fa: `کوتاه‌تر از حد مجاز است (دست‌کم ${n})` },
    max_length: { en: `is too long (at most ${n})`, fa: `بلندتر از حد مجاز است (حداکثر ${n})` },
    min_value: { en: `must be at least ${n}`, fa: `باید دست‌کم ${n} باشد` },
    max_value: { en: `must be at most ${n}`, fa: `باید حداکثر ${n} باشد` },
    union: { en: 'does not have an accepted shape', fa: 'شکل پذیرفتنی ندارد' },
  };
  const problem = problems[issue.type] ?? { en: 'is not valid', fa: 'معتبر نیست' };
  return `${where}: ${problem[locale]}`;
}
