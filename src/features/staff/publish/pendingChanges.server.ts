import { distDir } from '~/web/distDir.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { unpublishedChanges } from '~/service/publish/unpublished.server.ts';
import type { PendingChanges } from '~/shared/staff/publish.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { changeInWords } from '~/features/staff/audit/changeWords.ts';
import { staffCount, staffTexts } from '~/features/staff/staffText.ts';

/** The changes Publish lists by name; older ones are counted. */
const LISTED = 20;

/** The changes the build being served does not show yet: counted, and the latest `listed` of them in words. */
export async function pendingChanges(locale: Locale, listed = LISTED): Promise<PendingChanges> {
  const { count, latest } = await unpublishedChanges((await getStore()).db, distDir(), listed);
  const text = staffTexts(locale, ['unpublished.byAt']);
  const counted = (key: string, n: number) => staffCount(locale, key, n);
  const { timeZone } = serviceConfig();
  return {
    count,
    summary: counted('unpublished.count', count),
    lines: latest.map((entry) => ({
      id: entry.id,
      title: changeInWords(entry, locale).title,
      byAt: fill(text['unpublished.byAt'], { name: entry.actorName, time: formatMoment(locale, timeZone, entry.at) }),
    })),
    more: count > latest.length ? counted('unpublished.more', count - latest.length) : null,
  };
}
