import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { metricsOptions } from '~/web/metricsHub.server.ts';
import { requestIdOf, routeGroup } from '~/web/requestLog.server.ts';
import { jsonLog, logSettings, maskedPhone } from '~/service/observe/log.server.ts';
import { statusClass } from '~/service/observe/metrics.server.ts';

describe('routeGroup', () => {
  it.each([
    ['/', 'page'],
    ['/fa/Products/VAS0112/dune-stoneware-vase', 'page'],
    ['/fa/Products/Search', 'page'],
    ['/v1/shop/menu', 'service'],
    ['/Idp/Account/LoginViaPhoneNumber', 'service'],
    ['/openapi.json', 'service'],
    ['/CDN/Files/vas01-1-536153ab.svg', 'picture'],
    ['/CDN/Cards/vas01-1-536153ab.svg/card.jpg', 'picture'],
    ['/favicon.ico', 'picture'],
    ['/_astro/Header.Bx1.js', 'file'],
    ['/_astro/vazirmatn.woff2', 'file'],
    ['/sw.js', 'file'],
    ['/sitemap.xml', 'file'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
  ])('%s is a %s', (path, group) => {
    expect(routeGroup(path)).toBe(group);
  });

  it('names a status by its class', () => {
    expect([200, 304, 404, 429, 503].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '4xx', '5xx']);
  });
});

describe('requestIdOf', () => {
  it("keeps a proxy's id and makes one for anything else", () => {
    expect(requestIdOf('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    for (const given of [undefined, '', 'short', 'a'.repeat(65), 'id with spaces', '<script>alert(1)</script>', ['0123456789abcdef']]) {
      expect(requestIdOf(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe('logSettings', () => {
  it('writes for people on a terminal and JSON elsewhere, unless told', () => {
    expect(logSettings({}, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({ LOG_FORMAT: 'json' }, true).format).toBe('json');
    expect(logSettings({ LOG_FORMAT: 'pretty' }, false).format).toBe('pretty');
  });

  it('takes a known level and ignores anything else', () => {
    expect(logSettings({ LOG_LEVEL: 'debug' }, false).level).toBe('debug');
    expect(logSettings({ LOG_LEVEL: 'loud' }, false).level).toBe('info');
    expect(logSettings({ LOG_FORMAT: 'xml' }, false).format).toBe('json');
  });

  it('shows only the operator part of a phone number', () => {
    expect(maskedPhone('09121234567')).toBe('0912…');
  });
});

describe('metricsOptions', () => {
  it('is off unless METRICS_PORT is set, and listens on the loopback address by default', () => {
    expect(metricsOptions({})).toBeNull();
    expect(metricsOptions({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: '' });
    expect(metricsOptions({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 't' })).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token: 't',
    });
  });

  it('refuses a port that is not one, or the shop’s own, saying why', () => {
    expect(() => metricsOptions({ METRICS_PORT: 'yes' })).toThrow('METRICS_PORT must be a port number (1 to 65535), not "yes".');
    expect(() => metricsOptions({ METRICS_PORT: '70000' })).toThrow(/1 to 65535/);
    expect(() => metricsOptions({ METRICS_PORT: '4321' })).toThrow('METRICS_PORT must differ from PORT (4321)');
    expect(() => metricsOptions({ METRICS_PORT: '8080', PORT: '8080' })).toThrow(/must differ from PORT/);
  });
});

describe('the JSON log', () => {
  it('hides a customer’s number, code and address whatever logs them, and an error’s row values', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'storefront-log-'));
    try {
      const file = join(folder, 'shop.log');
      const log = jsonLog('info', file);
      log.info({ phoneNumber: '09121234567', code: '48213', customer: { address: 'No. 4, Ordibehesht Alley' } }, 'by mistake');
      const failure = Object.assign(new Error('duplicate key value violates unique constraint'), {
        code: '23505',
        detail: 'Key ("phoneNumber")=(09121234567) already exists.',
      });
      log.error({ err: failure }, 'an account could not be stored');
      // Written as the event loop allows (the file is opened meanwhile): waited for.
      const written = () => readFileSync(file, { encoding: 'utf8', flag: 'a+' });
      for (let tries = 0; tries < 100 && !written().endsWith('stored"}\n'); tries++) await new Promise((wait) => setTimeout(wait, 20));
      const [mistake, error] = written()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(mistake).toMatchObject({ phoneNumber: '[hidden]', code: '[hidden]', customer: '[hidden]', msg: 'by mistake' });
      expect(error.err).toMatchObject({ type: 'Error', message: 'duplicate key value violates unique constraint', code: '23505' });
      expect(error.err.stack).toContain('observe.test.ts');
      expect(written()).not.toMatch(/09121234567|48213|Ordibehesht/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
