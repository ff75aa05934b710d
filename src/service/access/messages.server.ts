import { section } from '~/shared/i18n/bilingual.ts';
import en from './messages.en.json' with { type: 'json' };
import fa from './messages.fa.json' with { type: 'json' };

/** The staff calls' answers in both languages, from their dictionary pair (messages.en.json, messages.fa.json), a section per part. */
export const staffOrderTexts = section(en, fa, 'staffOrders.');
export const staffCatalogueTexts = section(en, fa, 'staffCatalogue.');
export const publishTexts = section(en, fa, 'publish.');
export const accountTexts = section(en, fa, 'accounts.');
