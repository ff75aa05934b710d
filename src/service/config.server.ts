import { resolve } from 'node:path';
import { validTimeZone } from '~/shared/i18n/dates.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { QUOTE_DAYS } from '~/shared/orders/quote.ts';
import { CARRIER_IDS, PAYMENT_WAYS, type Carrier } from '~/shared/fields/vocabulary.ts';
import { TEXT_KINDS, type TextKind } from '~/shared/fields/staffVocabulary.ts';

// A server process's settings, read once (src/web/httpServer.server.ts): its environment does not change under
// it. Held on globalThis, for Astro's bundle has its own copy of this module.
const HELD = Symbol.for('storefront.serviceConfig');
type ServiceConfig = ReturnType<typeof readServiceConfig>;

/** Runtime settings: a server's, as held when it started; elsewhere read from the environment each time, so tests can point the service elsewhere. */
export function serviceConfig(): ServiceConfig {
  return ((globalThis as Record<symbol, unknown>)[HELD] as ServiceConfig | undefined) ?? readServiceConfig();
}

/** From now on this process's settings are those of the environment now: a page would otherwise read them several times. */
export function holdServiceConfig(): void {
  (globalThis as Record<symbol, unknown>)[HELD] = readServiceConfig();
}

function readServiceConfig() {
  const orderAlertLocale: Locale = process.env.ORDER_ALERT_LOCALE === 'en' ? 'en' : 'fa';
  return {
    dataDir: resolve(process.env.DATA_DIR || 'data'),
    /** DEMO_SHOP=1: a build or the server finding the catalogue empty loads the demo shop first (`npm start`'s first run, the tests). */
    demoShop: process.env.DEMO_SHOP === '1',
    /** postgres://… switches the service to PostgreSQL; unset, it uses the SQLite file DATA_DIR/store.db. */
    databaseUrl: process.env.DATABASE_URL || '',
    /** PostgreSQL connections per process. */
    databasePool: Number(process.env.DATABASE_POOL) || 10,
    shopKey: process.env.SHOP_KEY || 'shop',
    serviceUrl: process.env.SERVICE_URL || '',
    /**
     * How many proxies stand in front (0: none). Behind them the visitor's address is the X-Forwarded-For entry the
     * outermost one wrote, and the scheme and host the browser used come from X-Forwarded-Proto / X-Forwarded-Host.
     */
    trustProxy: proxyHops(process.env.TRUST_PROXY || ''),
    /** Key for the stored code hashes; when unset, one is generated once and kept in the database. */
    otpSecret: process.env.OTP_SECRET || '',
    /** `outbox` (development: DATA_DIR/sms-outbox.jsonl and the log), `http` (SMS_GATEWAY_URL), `kavenegar`, `smsir` or a module path. */
    smsSender: process.env.SMS_SENDER || 'outbox',
    smsGatewayUrl: process.env.SMS_GATEWAY_URL || '',
    smsGatewayToken: process.env.SMS_GATEWAY_TOKEN || '',
    /** SMS_SENDER=kavenegar: its key and approved templates' names (docs/operations.md#sms-in-iran). */
    kavenegar: {
      baseUrl: process.env.KAVENEGAR_URL || 'https://api.kavenegar.com',
      apiKey: process.env.KAVENEGAR_API_KEY || '',
      loginTemplate: process.env.KAVENEGAR_TEMPLATE || '',
      orderTemplate: process.env.KAVENEGAR_ORDER_TEMPLATE || '',
      stockTemplate: process.env.KAVENEGAR_STOCK_TEMPLATE || '',
      textTemplates: textTemplates('KAVENEGAR_TEMPLATE_'),
    },
    /** SMS_SENDER=smsir: its key and approved templates' ids. */
    smsIr: {
      baseUrl: process.env.SMSIR_URL || 'https://api.sms.ir',
      apiKey: process.env.SMSIR_API_KEY || '',
      loginTemplate: process.env.SMSIR_TEMPLATE_ID || '',
      orderTemplate: process.env.SMSIR_ORDER_TEMPLATE_ID || '',
      stockTemplate: process.env.SMSIR_STOCK_TEMPLATE_ID || '',
      textTemplates: textTemplates('SMSIR_TEMPLATE_ID_'),
    },
    /** Staff's mobile numbers told of each new order by SMS (comma-separated), and the language of that message. */
    orderAlertPhones: (process.env.ORDER_ALERT_PHONES || '').split(/[\s,]+/).filter(Boolean),
    orderAlertLocale,
    /** Where each new order is posted as signed JSON (docs/staff.md#new-order-alerts), and the signing key. */
    orderWebhookUrl: process.env.ORDER_WEBHOOK_URL || '',
    orderWebhookSecret: process.env.ORDER_WEBHOOK_SECRET || '',
    /** The shop's public address (links in alerts). */
    siteUrl: (process.env.SITE_URL || 'http://localhost:4321').replace(/\/$/, ''),
    /** The shop's time zone: every date and time shoppers and staff read (docs/rules.md#dates-and-times). */
    timeZone: validTimeZone(process.env.SHOP_TIME_ZONE),
    /** How customers may pay and who carries the parcels (docs/staff.md#quotes); days a quote holds. */
    paymentWays: pickedFrom(PAYMENT_WAYS, process.env.ORDER_PAYMENT_WAYS),
    ...carriersOf(process.env.ORDER_CARRIERS),
    quoteDays: Math.min(Math.max(Math.trunc(Number(process.env.QUOTE_VALID_DAYS)) || QUOTE_DAYS, 1), 90),
    /** Requests a minute one address may make to the orders' pages by link, per server process (src/web/linkCaps.server.ts). */
    orderPageCap: Math.max(1, Math.trunc(Number(process.env.ORDER_PAGE_CAP)) || 60),
    /** Hours within which the team calls after an order (CALL_BACK_HOURS, 1 to 168, else 24): the pages promise it, the dashboard counts against it. */
    callBackHours: hoursOf(process.env.CALL_BACK_HOURS),
    /** Staff hear when orders take a size to or below this many packages (docs/staff.md#low-stock); 0: never. */
    lowStockThreshold: Math.max(0, Math.trunc(Number(process.env.LOW_STOCK_THRESHOLD ?? 5)) || 0),
    /** The steps that text the customer (docs/operations.md#texts-to-customers): all when unset, none with `none`. */
    orderTexts: process.env.ORDER_TEXTS?.trim() === 'none' ? [] : pickedFrom(TEXT_KINDS, process.env.ORDER_TEXTS),
  };
}

/**
 * Each step's approved template for texts to customers: `<prefix>RECEIVED`, `<prefix>QUOTED`, …, and for orders
 * placed in English `<prefix>RECEIVED_EN`, … (unset: none).
 */
function textTemplates(prefix: string): Partial<Record<TextKind | `${TextKind}_en`, string>> {
  const names = TEXT_KINDS.flatMap((kind) => [kind, `${kind}_en`] as const);
  return Object.fromEntries(names.map((name) => [name, process.env[`${prefix}${name.toUpperCase()}`] || '']).filter(([, value]) => value));
}

/** CALL_BACK_HOURS as a whole number of hours from 1 to 168; 24 when unset or out of range. */
function hoursOf(text: string | undefined): number {
  const hours = Number(text || 24);
  return Number.isInteger(hours) && hours >= 1 && hours <= 168 ? hours : 24;
}

/** The known names in a comma-separated list, in its order (unset or none known: all of them). */
export function pickedFrom<T extends string>(known: readonly T[], list: string | undefined): T[] {
  const picked = (list ?? '').split(/[\s,]+/).filter((name): name is T => (known as readonly string[]).includes(name));
  return picked.length > 0 ? [...new Set(picked)] : [...known];
}

/**
 * ORDER_CARRIERS: the carriers offered, in order, each maybe with its own tracking page (`post,tipax=https://…{code}`);
 * unset: all the known ones with their sites' tracking pages.
 */
export function carriersOf(list: string | undefined): { carriers: Carrier[]; trackingPages: Partial<Record<Carrier, string>> } {
  const entries = (list ?? '').split(/[\s,]+/).filter(Boolean);
  const trackingPages: Partial<Record<Carrier, string>> = {};
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const [name, page] = [entry.slice(0, at), entry.slice(at + 1)];
    if (at > 0 && /^https:\/\//.test(page) && (CARRIER_IDS as readonly string[]).includes(name)) trackingPages[name as Carrier] = page;
  }
  return { carriers: pickedFrom(CARRIER_IDS, entries.map((entry) => entry.split('=')[0]).join(',')), trackingPages };
}

/** TRUST_PROXY as a number of proxies: `1`, `true` or `yes` is one; a whole number is that many; anything else none. */
export function proxyHops(value: string): number {
  if (/^(true|yes)$/i.test(value)) return 1;
  return /^\d{1,2}$/.test(value) ? Number(value) : 0;
}
