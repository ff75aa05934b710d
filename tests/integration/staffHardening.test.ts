import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import { parseCsv, toCsv, undefuseCell } from '~/service/csv.ts';
import { runCommand } from '../support/commands.ts';
import { databaseUrlFor, openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';
import { call } from './http.ts';

// What an attacker's afternoon in the staff area found (issue 32), each tried again on a shop of its own.
let shop: Awaited<ReturnType<typeof startShop>>;
let db: Db;
const cookies = { editor: '', admin: '', customer: '' };
beforeAll(async () => {
  shop = await startShop();
  db = (await openTestStore(shop.dataDir)).db;
  for (const role of ['editor', 'admin', 'customer'] as const) cookies[role] = (await signedInAs(db, role, `Hardening ${role}`)).cookie;
});
afterAll(async () => {
  await db.destroy();
  await shop.stop();
});

const as = (cookie: string, path: string, init: Parameters<typeof call>[1] = {}) =>
  call(`${shop.url}${path}`, { ...init, headers: { cookie, origin: shop.url, ...(init.headers as Record<string, string>) } });
const csvExport = async () => (await as(cookies.editor, '/v1/staff/catalogue.csv')).text;
const importCsv = (text: string, check = false) =>
  as(cookies.editor, `/v1/staff/catalogue/import?format=csv${check ? '&check=1' : ''}`, {
    method: 'POST',
    body: text,
    headers: { 'content-type': 'text/csv' },
  });
const lastAudit = (action: string) =>
  db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('a customer cannot tell the staff area exists', () => {
  const tries: [string, Parameters<typeof call>[1]][] = [
    ['/v1/staff/nothing-here', {}],
    ['/v1/staff/products', { method: 'DELETE' }],
    ['/v1/staff/products/VAS0110', { method: 'PUT', body: '{"nameEn": 5', headers: { 'content-type': 'application/json' } }],
    ['/v1/staff/accounts', { method: 'POST', json: { phoneNumber: 'x' } }],
    ['/v1/staff/orders?page=x', {}],
    ['/v1/staff/orders/1/notes', { method: 'POST', json: { text: 5 } }],
    ['/v1/staff/openapi.json', {}],
  ];

  it('answers every staff path, method and body alike: 404 for a customer, 401 signed out, no Allow, no field named', async () => {
    for (const [who, status] of [
      [cookies.customer, 404],
      ['', 401],
    ] as const) {
      const answers = await Promise.all(tries.map(([path, init]) => as(who, path, init)));
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, tries[i]![0]).toBe(status);
        expect(answer.headers.get('allow'), tries[i]![0]).toBeNull();
        expect(answer.body, tries[i]![0]).toEqual(answers[0]!.body);
        expect(answer.body.additionalInfo, tries[i]![0]).toEqual([]);
      }
    }
  });

  it('lists only the shopper’s calls in the public contract', async () => {
    const document = (await call(`${shop.url}/openapi.json`)).body;
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(JSON.stringify(document)).not.toMatch(/staff/i);
  });
});

describe('the catalogue file', () => {
  const formulas = ['=HYPERLINK("http://evil.example","Open")', '+1+1', '@SUM(A1:A9)', '-2+3'];

  it('exports no cell a spreadsheet would run as a formula, and an import of the export gives the text back', async () => {
    const product = (await as(cookies.editor, '/v1/staff/products/VAS0110')).body.data.product;
    for (const [i, name] of formulas.entries()) {
      const form = { ...product, images: product.pictures.map((p: { name: string }) => p.name), nameEn: name, descriptionFa: name };
      delete form.pictures;
      const saved = await as(cookies.editor, '/v1/staff/products/VAS0110', { method: 'PUT', json: form });
      expect(saved.status, name).toBe(200);
      const exported = await csvExport();
      const cells = parseCsv(exported.replace(/^\uFEFF/, '')).rows.flat();
      expect(
        cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)),
        name,
      ).toEqual([]);
      expect(cells, name).toContain(`'${name}`);
      expect((await importCsv(exported)).status, name).toBe(200);
      expect((await as(cookies.editor, '/v1/staff/products/VAS0110')).body.data.product.nameEn, `${i}`).toBe(name);
    }
  });

  it('answers a 5 MB file of bad rows with its first 200 problems and their count, while other visitors are served', async () => {
    const [header] = (await csvExport()).replace(/^\uFEFF/, '').split('\r\n');
    const row = header!.split(',').map((column) => (column === 'kind' ? 'product' : column === 'quantity' ? 'lots' : 'bad sku!'));
    const file = `${header}\n${`${row.join(',')}\n`.repeat(Math.ceil(4.8e6 / (row.join(',').length + 1)))}`;
    const checking = importCsv(file, true);
    // The check runs aside: a shopper's call made meanwhile is answered as quickly as ever.
    await new Promise((pause) => setTimeout(pause, 300));
    const started = Date.now();
    expect((await call(`${shop.url}/v1/shop/category/list`)).status).toBe(200);
    const shopperMs = Date.now() - started;
    const checked = await checking;
    expect(checked.status).toBe(400);
    expect(checked.body.additionalInfo.length).toBe(201);
    expect(checked.body.additionalInfo.at(-1)).toMatch(/^…and [\d,]+ more problems/);
    expect(checked.text.length).toBeLessThan(100_000);
    expect(shopperMs).toBeLessThan(1000);

    const wide = `kind,${Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')}\nproduct\n`;
    const columns = await importCsv(wide, true);
    expect(columns.status).toBe(400);
    expect(columns.text.length).toBeLessThan(100_000);
    expect(columns.text.match(/the columns are/g)).toHaveLength(1);
  });

  it('records what an import changed, row by row and field by field', async () => {
    // The file as a spreadsheet shows it (the ' the export put before a formula's text is not part of the text).
    const rows = parseCsv((await csvExport()).replace(/^\uFEFF/, '')).rows.map((cells) => cells.map(undefuseCell));
    const [header] = rows;
    const row = rows.find((cells) => cells[header!.indexOf('sku')] === 'VAS0116')!;
    const name = header!.indexOf('nameEn');
    const was = row[name]!;
    row[name] = `${was}, renamed`;
    const renamed = toCsv(rows);
    expect((await importCsv(renamed)).status).toBe(200);
    const { after } = await lastAudit('catalogue.import');
    const changes = JSON.parse(after!).changes;
    expect(changes).toEqual({ rows: [{ section: 'products', key: 'VAS0116', changed: { nameEn: [was, `${was}, renamed`] } }], more: 0 });
    // An unchanged file changes nothing, and says so.
    expect((await importCsv(await csvExport())).status).toBe(200);
    expect(JSON.parse((await lastAudit('catalogue.import')).after!).changes).toEqual({ rows: [], more: 0 });
  });
});

describe('the editor’s commands', () => {
  it('take pictures only from the file’s folder and below, and leave a record as the staff area does', async () => {
    process.env.DATABASE_URL = await databaseUrlFor(shop.dataDir);
    const outside = mkdtempSync(join(tmpdir(), 'storefront-outside-'));
    const folder = join(outside, 'file');
    try {
      mkdirSync(join(folder, 'images'), { recursive: true });
      runCommand(shop.dataDir, 'catalogue.ts', 'export', join(folder, 'catalogue.csv'));
      writeFileSync(
        join(outside, 'secret.png'),
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      );
      const exported = readFileSync(join(folder, 'catalogue.csv'), 'utf8');
      for (const path of ['../secret.png', join(outside, 'secret.png'), 'images/../../secret.png']) {
        const file = join(folder, 'escape.csv');
        writeFileSync(file, exported.replace(/(VAS0110,[^\r\n]*?)images\/[^,|\r\n]+/, `$1${path}`));
        const result = runCommand(shop.dataDir, 'catalogue.ts', 'import', file);
        expect(result.code, path).toBe(1);
        expect(result.err, path).toContain("is outside the file's folder");
      }
      const before = readdirSync(join(shop.dataDir, 'media')).length;
      expect(runCommand(shop.dataDir, 'catalogue.ts', 'import', join(folder, 'catalogue.csv')).code).toBe(0);
      expect(readdirSync(join(shop.dataDir, 'media'))).toHaveLength(before);
      expect(await lastAudit('catalogue.import')).toMatchObject({ actorName: 'npm run catalogue -- import', subject: 'catalogue.csv' });
      expect(runCommand(shop.dataDir, 'accountAdd.ts', '09351112233', 'Nasrin', 'Kamali', '--role', 'editor').code).toBe(0);
      expect(await lastAudit('account.create')).toMatchObject({ actorName: 'npm run account:add', subject: 'account 09351112233' });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

/** A PNG's chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const LOCATION = 'GPS 35.689198,51.388973 home of the owner';

describe('uploaded pictures', () => {
  const upload = (bytes: Buffer, type: string) =>
    as(cookies.editor, '/v1/staff/pictures?name=probe', { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': type } });

  it('keep nothing but their pixels: a comment, an unknown JPEG block or a PNG text chunk is not stored or served', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a' } })
      .jpeg()
      .toBuffer();
    const segment = (marker: number, text: string) => {
      const head = Buffer.from([0xff, marker, 0, 0]);
      head.writeUInt16BE(text.length + 2, 2);
      return Buffer.concat([head, Buffer.from(text, 'latin1')]);
    };
    const taggedJpeg = Buffer.concat([jpeg.subarray(0, 2), segment(0xfe, LOCATION), segment(0xe9, LOCATION), jpeg.subarray(2)]);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8ac' } })
      .png()
      .toBuffer();
    const taggedPng = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from(`Comment\0${LOCATION}`, 'latin1')),
      png.subarray(33),
    ]);
    for (const [bytes, type] of [
      [taggedJpeg, 'image/jpeg'],
      [taggedPng, 'image/png'],
    ] as const) {
      expect(bytes.includes(LOCATION)).toBe(true);
      const uploaded = await upload(bytes, type);
      expect(uploaded.status, type).toBe(200);
      const { name } = uploaded.body.data;
      const served = Buffer.from(await (await fetch(`${shop.url}/CDN/Files/${name}`)).arrayBuffer());
      expect(served.includes(LOCATION), type).toBe(false);
      expect((await sharp(served).metadata()).width, type).toBe(64);
      expect(readFileSync(join(shop.dataDir, 'media', name)).includes(LOCATION), type).toBe(false);
    }
  });

  it('refuse a PNG whose pixels cannot be read (415, nothing stored); one put in the store by hand answers 404, not 500', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(640, 0);
    header.writeUInt32BE(480, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', Buffer.from('these are not pixels at all, just words'.repeat(20))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const before = readdirSync(join(shop.dataDir, 'media')).length;
    const refused = await upload(broken, 'image/png');
    expect(refused.status).toBe(415);
    expect(refused.body.message.fa).toMatch(/PNG/);
    expect(readdirSync(join(shop.dataDir, 'media'))).toHaveLength(before);

    writeFileSync(join(shop.dataDir, 'media', 'broken-0badf00d.png'), broken);
    for (const path of ['/CDN/Files/broken-0badf00d.png?w=256', '/CDN/Cards/broken-0badf00d.png/card.jpg']) {
      const answer = await call(`${shop.url}${path}`, { headers: { accept: 'image/avif,image/webp' } });
      expect(answer.status, path).toBe(404);
      expect(answer.body.message.en, path).toBe('This picture is damaged and cannot be shown.');
    }
    expect(existsSync(join(shop.dataDir, 'media', 'broken-0badf00d.png'))).toBe(true);
  });
});

/** Sends `bytes` in chunks of 16 KB without a Content-Length (Transfer-Encoding: chunked); resolves with the status. */
function sendChunked(path: string, type: string, bytes: number): Promise<number> {
  return new Promise((done, fail) => {
    const url = new URL(path, shop.url);
    const req = request(url, { method: 'POST', headers: { 'content-type': type, origin: shop.url } }, (res) => {
      res.resume();
      done(res.statusCode!);
    });
    req.on('error', (error) => (error.message.includes('EPIPE') || error.message.includes('ECONNRESET') ? undefined : fail(error)));
    const chunk = 'email=reader%40example.com&x='.padEnd(16 * 1024, 'a');
    for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk);
    req.end();
  });
}

describe('the 64 KB body limit', () => {
  it('holds however the body is sent: chunked forms to pages and chunked calls are refused with 413, nothing stored', async () => {
    expect(await sendChunked('/newsletter', 'application/x-www-form-urlencoded', 500 * 1024)).toBe(413);
    expect(await sendChunked('/fa/newsletter', 'application/x-www-form-urlencoded', 5 * 1024 * 1024)).toBe(413);
    expect(await sendChunked('/v1/newsletter/subscribe', 'application/json', 100 * 1024)).toBe(413);
    expect(await db.selectFrom('newsletter').select('email').where('email', '=', 'reader@example.com').execute()).toEqual([]);
    // A small chunked form is still taken.
    expect(await sendChunked('/newsletter', 'application/x-www-form-urlencoded', 10)).toBeLessThan(400);
  });
});
