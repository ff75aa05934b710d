import { fill } from './fill.ts';

/** A text in both languages. */
export type Bilingual = { fa: string; en: string };

type Suffix<K, P extends string> = K extends `${P}${infer Name}` ? Name : never;

/**
 * One section of a dictionary pair (its `prefix.name` keys) as `{en, fa}` texts by name: the service answers
 * with both languages, and the form rules carry both to the browser.
 */
export function section<K extends string, P extends string>(en: Readonly<Record<K, string>>, fa: Readonly<Record<K, string>>, prefix: P) {
  const texts: Record<string, Bilingual> = {};
  for (const key of Object.keys(en) as K[]) if (key.startsWith(prefix)) texts[key.slice(prefix.length)] = { en: en[key], fa: fa[key] };
  return texts as Record<Suffix<K, P>, Bilingual>;
}

/** A bilingual text with its `{{name}}` placeholders filled, each language with its own values (its own digits). */
export function filled(text: Bilingual, values: { en: Readonly<Record<string, string>>; fa: Readonly<Record<string, string>> }): Bilingual {
  return { en: fill(text.en, values.en), fa: fill(text.fa, values.fa) };
}
