import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyHops } from '~/service/config.server.ts';
import { clientAddressOf, isSameOrigin, isSecure, requestOrigin } from '~/service/http/proxy.server.ts';
import { serverTimeouts } from '~/web/httpServer.server.ts';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
const behind = (hops: string) => (process.env.TRUST_PROXY = hops);
afterEach(() => delete process.env.TRUST_PROXY);

describe('TRUST_PROXY', () => {
  it('is a number of proxies: 1, true or yes is one, a whole number that many, anything else none', () => {
    expect([proxyHops('1'), proxyHops('true'), proxyHops('YES'), proxyHops('2'), proxyHops(''), proxyHops('no'), proxyHops('-1')]).toEqual([
      1, 1, 1, 2, 0, 0, 0,
    ]);
  });
});

describe('the visitor’s address', () => {
  it('is the socket’s peer without a proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(request({ 'x-forwarded-for': '203.0.113.5' }))).toBe('10.0.0.1');
  });
  it('is the entry the trusted proxy appended, not one the client sent before it', () => {
    behind('1');
    expect(clientAddressOf(request({ 'x-forwarded-for': '203.0.113.5, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddressOf(request({ 'x-forwarded-for': '198.51.100.7' }))).toBe('198.51.100.7');
    behind('2');
    expect(clientAddressOf(request({ 'x-forwarded-for': 'forged, 198.51.100.7, 10.0.0.2' }))).toBe('198.51.100.7');
  });
});

describe('the origin a browser addressed', () => {
  const headers = { host: 'shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example:8443' };
  it('takes the scheme and host a trusted proxy forwards', () => {
    behind('1');
    expect(isSecure(request(headers))).toBe(true);
    expect(requestOrigin(request(headers))).toBe('https://shop.example:8443');
    expect(isSameOrigin(request({ ...headers, origin: 'https://shop.example:8443' }))).toBe(true);
    expect(isSameOrigin(request({ ...headers, origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(request({ ...headers, origin: 'null' }))).toBe(false);
  });
  it('ignores forwarded headers without a trusted proxy', () => {
    expect(isSecure(request(headers))).toBe(false);
    expect(requestOrigin(request(headers))).toBe('http://shop.example');
    expect(isSameOrigin(request({ ...headers, origin: 'https://shop.example:8443' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'shop.example' }))).toBe(true);
  });
});

describe('server timeouts', () => {
  it('default to 20 s for headers, 60 s for a request and 10 s between requests', () => {
    expect(serverTimeouts({})).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 60_000,
      keepAliveTimeout: 10_000,
      socketTimeout: 120_000,
    });
  });
  it('take whole seconds from the environment, never a header limit above the request limit', () => {
    expect(serverTimeouts({ HEADERS_TIMEOUT: '90', REQUEST_TIMEOUT: '30', KEEP_ALIVE_TIMEOUT: 'x' })).toMatchObject({
      headersTimeout: 30_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 10_000,
    });
  });
});
