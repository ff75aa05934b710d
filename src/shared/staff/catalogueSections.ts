import { SECTION_NAMES, type SectionName } from '~/shared/fields/staffVocabulary.ts';

export const isSectionName = (value: unknown): value is SectionName => (SECTION_NAMES as readonly unknown[]).includes(value);
