import type { Locale } from '~/shared/i18n/locale.ts';
import { staffTexts, type StaffKey } from '~/features/staff/staffText.ts';

/** The staff texts the Publish page's island shows: the run, its progress, the preview form and what waits. */
export const PUBLISH_KEYS = [
  'publish.button',
  'publish.idle',
  'publish.building',
  'publish.startedBy',
  'publish.progress',
  'publish.progressChanged',
  'publish.timeLeft',
  'publish.compressing',
  'publish.compressProgress',
  'publish.finishing',
  'publish.live',
  'publish.liveChanged',
  'publish.failed',
  'publish.failedWhy',
  'publish.previewTitle',
  'publish.previewSku',
  'publish.previewOpen',
  'unpublished.none',
  'unpublished.heading',
  'unpublished.wentLive',
] as const satisfies readonly StaffKey[];
export type PublishText = Record<(typeof PUBLISH_KEYS)[number], string>;
export const publishText = (locale: Locale): PublishText => staffTexts(locale, PUBLISH_KEYS);

/** The draft preview's "Set to published" button. */
export const SET_PUBLISHED_KEYS = [
  'publish.setPublished',
  'publish.setPublishedDone',
  'publish.previewToPublish',
] as const satisfies readonly StaffKey[];
export type SetPublishedText = Record<(typeof SET_PUBLISHED_KEYS)[number], string>;
export const setPublishedText = (locale: Locale): SetPublishedText => staffTexts(locale, SET_PUBLISHED_KEYS);
