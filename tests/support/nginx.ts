import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './startShop.ts';

/** Debian's nginx (CI installs it; tests that need it skip without it). */
export const NGINX = process.env.NGINX || '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** The host name the proxy's certificate and the test requests use. */
export const SHOP_HOST = 'shop.test';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Replaces `pattern` once in `text`, and says so when the documented file no longer has it (the test follows the
 * file).
 */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, pattern.flags.replace('g', '') + 'g'));
  if (found?.length !== 1) throw new Error(`deploy/nginx.conf: expected ${pattern} exactly once, found it ${found?.length ?? 0} times`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as a test runs it: upstream on the test shop's port, HTTPS on a free loopback port with a
 * self-signed certificate, bundles from `clientDir`, output under `dir`; the proxy lines exactly as documented.
 */
export function nginxConfig(options: {
  dir: string;
  port: number;
  shopPorts: number[];
  clientDir: string;
  brotli: boolean;
  file?: string;
}): string {
  let site = readFileSync(resolve(options.file ?? 'deploy/nginx.conf'), 'utf8');
  // The upstream's servers, in order, on the test shops' ports (deploy/nginx-machines.conf names two machines).
  const upstream = site.match(/upstream shop \{[^}]*\}/)?.[0] ?? '';
  const servers = upstream.match(/^[ \t]*server [^;]+;/gm) ?? [];
  if (servers.length !== options.shopPorts.length)
    throw new Error(`${options.file}: ${servers.length} upstream servers for ${options.shopPorts.length} shops`);
  let at = 0;
  site = site.replace(
    upstream,
    upstream.replace(/(^[ \t]*server )[\d.]+:\d+/gm, (_line, start: string) => `${start}127.0.0.1:${options.shopPorts[at++]}`),
  );
  site = replaceOnce(
    site,
    /listen 80;/,
    `listen 127.0.0.1:${options.port} ssl;\n    ssl_certificate ${join(options.dir, 'cert.pem')};\n    ssl_certificate_key ${join(options.dir, 'key.pem')};`,
  );
  site = replaceOnce(site, /server_name shop\.example;/, `server_name ${SHOP_HOST};`);
  if (site.includes('/srv/shop/')) site = replaceOnce(site, /\/srv\/shop\/builds\/current\/client;/, `${options.clientDir};`);
  if (!options.brotli && site.includes('brotli_static')) site = replaceOnce(site, /^[ \t]*brotli_static on;\n/m, '');
  const temp = (name: string) => join(options.dir, 'temp', name);
  return [
    options.brotli ? `load_module ${BROTLI_MODULE};` : '',
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    // As root, nginx would hand its workers to `nobody`, who may not enter the temporary folder (mode 0700).
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(options.dir, 'nginx.pid')};`,
    `error_log ${join(options.dir, 'error.log')} warn;`,
    'events {}',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    site,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Starts nginx with TLS in front of the shop on `shopPort`, configured from deploy/nginx.conf, and waits until it
 * answers; `stop` ends it and removes its folder.
 */
export async function startNginx(options: { shopPorts: number[]; clientDir?: string; file?: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'temp', name), { recursive: true });
  const certificate = ['-subj', `/CN=${SHOP_HOST}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...certificate], { stdio: 'pipe' });
  const port = await freePort();
  const config = nginxConfig({
    dir,
    port,
    shopPorts: options.shopPorts,
    ...(options.file ? { file: options.file } : {}),
    clientDir: options.clientDir ?? resolve('dist/client'),
    brotli: existsSync(BROTLI_MODULE),
  });
  writeFileSync(join(dir, 'nginx.conf'), config);

  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const log = () =>
    `${output}${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}\n--- nginx.conf ---\n${config}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: nginx's graceful stop (TERM is its fast one; either ends the workers with the master).
      child.kill('SIGQUIT');
      await new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done(null) : child.once('exit', done)));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const why = log();
      await stop();
      throw new Error(`nginx stopped while starting:\n${why}`);
    }
    try {
      if ((await send(port, 'GET', '/v1/shop/menu')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const why = log();
      await stop();
      throw new Error(`nginx did not answer in time:\n${why}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { port, origin: `https://${SHOP_HOST}`, config, log, stop };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every Set-Cookie line. */
  cookies: string[];
  text: string;
}

/**
 * One HTTPS request to nginx on `port` as a browser on https://shop.test would make it (the certificate is
 * self-signed, so it is not checked); no connection is kept, so nothing outlives the test.
 */
export function send(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { host: SHOP_HOST, ...options.headers };
  if (body) headers['content-length'] = String(body.length);
  else if (method !== 'GET' && method !== 'HEAD') headers['content-length'] = '0';
  return new Promise((answered, failed) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path, headers, servername: SHOP_HOST, rejectUnauthorized: false, agent: false, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          const cookies = res.headers['set-cookie'] ?? [];
          answered({ status: res.statusCode ?? 0, headers: res.headers, cookies, text: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}
