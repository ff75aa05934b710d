import type { Locale } from './locale.ts';

// One clock: every date and time is in the shop's time zone (SHOP_TIME_ZONE), Solar Hijri in Persian, Gregorian in
// English, alike on server and browser (docs/rules.md#dates-and-times).

export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export type DateStyle = 'dateTime' | 'date' | 'time' | 'clock';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'long' },
  time: { hour: '2-digit', minute: '2-digit' },
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The format of one style in a locale and zone, made once: `fa-IR` writes the Solar Hijri calendar in Persian digits.
 */
export function dateFormat(locale: Locale, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB-u-ca-gregory', { ...OPTIONS[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A moment (ISO text, milliseconds or a Date) as the locale reads it in the shop's zone. */
export function formatMoment(locale: Locale, timeZone: string, moment: string | number | Date, style: DateStyle = 'dateTime'): string {
  return dateFormat(locale, timeZone, style).format(new Date(moment));
}

/** The zone's name as staff compare times: "Iran Standard Time (GMT+3:30)", «وقت عادی ایران». */
export function timeZoneLabel(locale: Locale, timeZone: string, at: Date = new Date()): string {
  const part = (timeZoneName: 'long' | 'shortGeneric' | 'shortOffset') => {
    const key = `${locale} ${timeZone} ${timeZoneName}`;
    let format = zoneNames.get(key);
    if (!format) zoneNames.set(key, (format = new Intl.DateTimeFormat(locale === 'fa' ? 'fa-IR' : 'en-GB', { timeZone, timeZoneName })));
    return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  };
  // The Persian offset mixes a Latin sign with a Persian word, and ICU's long name is a calque ("Iran Standard
  // Time" as «وقت عادی ایران»): the generic name alone reads as Iranians say it, «وقت ایران».
  return locale === 'fa' ? part('shortGeneric') : `${part('long')} (${part('shortOffset')})`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** A zone name that Intl knows, else the default: a typo in the setting must not stop the shop. */
export function validTimeZone(name: string | undefined): string {
  if (!name) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The day of a moment in a time zone (the shop's), as YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(at);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
