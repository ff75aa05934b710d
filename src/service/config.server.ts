import { resolve } from 'node:path';

/** Runtime settings, read from the environment each time so tests can point the service elsewhere. */
export function serviceConfig() {
  return {
    dataDir: resolve(process.env.DATA_DIR || 'data'),
    shopKey: process.env.SHOP_KEY || 'shop',
    serviceUrl: process.env.SERVICE_URL || '',
  };
}
