import { fill } from '~/shared/i18n/fill.ts';

/** One of an island's texts (its `text` prop) with its `{{name}}` placeholders filled. */
export function say<K extends string>(text: Readonly<Record<K, string>>, key: K, values?: Readonly<Record<string, string>>): string {
  return values ? fill(text[key], values) : text[key];
}
