import { describe, expect, it } from 'vitest';
import { ALERT_TEXTS_PER_DAY, alertName, nextAlertTextAt } from '~/shared/alerts/stockAlerts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('back-in-stock texts a day (docs/rules.md#back-in-stock-texts)', () => {
  const now = 10 * DAY;

  it('lets a text go at once while the number had fewer than three in the last day', () => {
    expect(ALERT_TEXTS_PER_DAY).toBe(3);
    expect(nextAlertTextAt([], now)).toBe(now);
    expect(nextAlertTextAt([now - 2 * HOUR, now - HOUR], now)).toBe(now);
    // A text of yesterday no longer counts.
    expect(nextAlertTextAt([now - DAY - 1, now - 2 * HOUR, now - HOUR], now)).toBe(now);
  });

  it('holds the fourth until the first of the day is a day old, and each after it in turn', () => {
    const sent = [now - 5 * HOUR, now - 3 * HOUR, now - HOUR];
    const fourth = nextAlertTextAt(sent, now);
    expect(fourth).toBe(now - 5 * HOUR + DAY);
    const fifth = nextAlertTextAt([...sent, fourth], now);
    expect(fifth).toBe(now - 3 * HOUR + DAY);
    const sixth = nextAlertTextAt([...sent, fourth, fifth], now);
    expect(sixth).toBe(now - HOUR + DAY);
    // The seventh waits for the fourth to be a day old: never more than three in any day.
    const seventh = nextAlertTextAt([...sent, fourth, fifth, sixth], now);
    expect(seventh).toBe(fourth + DAY);
    const all = [...sent, fourth, fifth, sixth, seventh];
    for (const at of all) expect(all.filter((other) => other >= at && other < at + DAY).length).toBeLessThanOrEqual(3);
  });

  it('names the size in the sentence’s language', () => {
    const product = { nameEn: 'Kavir Amphora', nameFa: 'کوزهٔ کویر' };
    expect(alertName('en', product, '24 cm')).toBe('Kavir Amphora, 24 cm');
    expect(alertName('fa', product, '۲۴ سانتی‌متر')).toBe('کوزهٔ کویر، ۲۴ سانتی‌متر');
    expect(alertName('en', product, '')).toBe('Kavir Amphora');
  });
});
