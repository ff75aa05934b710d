import { resolve } from 'node:path';

/** Runtime settings, read from the environment each time so tests can point the service elsewhere. */
export function serviceConfig() {
  return {
    dataDir: resolve(process.env.DATA_DIR || 'data'),
    /** postgres://… switches the service to PostgreSQL; unset, it uses the SQLite file DATA_DIR/store.db. */
    databaseUrl: process.env.DATABASE_URL || '',
    shopKey: process.env.SHOP_KEY || 'shop',
    serviceUrl: process.env.SERVICE_URL || '',
    /** Behind a proxy: take the visitor's address and scheme from X-Forwarded-For / X-Forwarded-Proto. */
    trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY || ''),
    /** Key for the stored code hashes; when unset, one is generated once and kept in the database. */
    otpSecret: process.env.OTP_SECRET || '',
    /** `outbox` (development: DATA_DIR/sms-outbox.jsonl and the log), `http` (SMS_GATEWAY_URL) or a module path. */
    smsSender: process.env.SMS_SENDER || 'outbox',
    smsGatewayUrl: process.env.SMS_GATEWAY_URL || '',
    smsGatewayToken: process.env.SMS_GATEWAY_TOKEN || '',
  };
}
