import { section } from '~/shared/i18n/bilingual.ts';
import en from './messages.en.json' with { type: 'json' };
import fa from './messages.fa.json' with { type: 'json' };

/** Every text the service answers with, in both languages, from its dictionary pair (messages.en.json, messages.fa.json). */
export const serviceMessages = section(en, fa, 'service.');
export const problemTexts = section(en, fa, 'problem.');
export const loginTexts = section(en, fa, 'login.');
export const orderTexts = section(en, fa, 'order.');
export const profileTexts = section(en, fa, 'profile.');
export const newsletterTexts = section(en, fa, 'newsletter.');

export type MessageKey = keyof typeof serviceMessages;
