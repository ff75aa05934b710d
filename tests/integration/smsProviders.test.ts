import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { kavenegarSender, SmsRefused, smsIrSender, type TemplateSettings } from '~/service/login/smsProviders.server.ts';
import { DEMO_ACCOUNT } from '~/service/seed/demoAccount.server.ts';
import { CUSTOMER } from '../support/customer.ts';
import { openTestStore } from '../support/database.ts';
import { startShop } from '../support/startShop.ts';

// Iran's SMS providers (docs/operations.md#sms-in-iran), each played by a local server answering as documented: sent,
// refused, wrong key, silent, dropped once. Then a shop signs a shopper in and alerts staff through one.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const received: Received[] = [];
let provider: Server;
let base = '';
/** How many of the next requests the provider drops without an answer (a network blip). */
let dropNext = 0;

const REFUSED_NUMBER = '09000000000';
const SILENT_NUMBER = '09111111111';

/** Kavenegar: the key in the path, a form body; the answer's status mirrors the HTTP one. */
function kavenegar(request: Received, response: ServerResponse) {
  const form = new URLSearchParams(request.body);
  const answer = (status: number, message: string) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ return: { status, message }, entries: status === 200 ? [{ messageid: 1, status: 5 }] : null }));
  if (!request.path.startsWith('/v1/kave-key/')) answer(403, 'کد شناسائی API-Key معتبر نمی‌باشد');
  else if (form.get('receptor') === REFUSED_NUMBER) answer(411, 'گیرنده نامعتبر است');
  else if (!form.get('template') || !form.get('token')) answer(400, 'پارامترها ناقص هستند');
  else answer(200, 'تایید شد');
}

/** SMS.ir: the key in X-API-KEY, a JSON body; `status` 1 when sent. */
function smsIr(request: Received, response: ServerResponse) {
  const body = JSON.parse(request.body) as { mobile: string; templateId: unknown; parameters: { name: string; value: string }[] };
  const answer = (http: number, status: number, message: string) =>
    response
      .writeHead(http, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status, message, data: status === 1 ? { messageId: 7, cost: 1 } : null }));
  if (request.headers['x-api-key'] !== 'smsir-key') answer(401, 0, 'کلید وب سرویس نامعتبر است');
  else if (body.mobile === REFUSED_NUMBER) answer(400, 0, 'شماره موبایل نامعتبر است');
  else if (typeof body.templateId !== 'number') answer(400, 0, 'شناسه قالب نامعتبر است');
  else answer(200, 1, 'موفق');
}

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const got = { path: request.url ?? '', headers: request.headers, body };
      received.push(got);
      if (dropNext > 0) {
        dropNext -= 1;
        request.socket.destroy();
      } else if (body.includes(SILENT_NUMBER)) {
        // never answers
      } else if (got.path === '/v1/send/verify') smsIr(got, response);
      else kavenegar(got, response);
    });
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => {
  provider.closeAllConnections();
  provider.close();
});
beforeEach(() => {
  received.length = 0;
  dropNext = 0;
});

const kave = (settings: Partial<TemplateSettings> = {}) =>
  kavenegarSender({ baseUrl: base, apiKey: 'kave-key', loginTemplate: 'shop-login', orderTemplate: 'shop-order', ...settings });
const smsir = (settings: Partial<TemplateSettings> = {}) =>
  smsIrSender({ baseUrl: base, apiKey: 'smsir-key', loginTemplate: '123456', orderTemplate: '654321', ...settings });
const code = (to: string) => ({ to, code: '48213', text: 'Your code is 48213' });

describe('Kavenegar (verify/lookup)', () => {
  it('sends a login code as the approved template with the code as its token', async () => {
    await kave().send(code('09121234567'));
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/v1/kave-key/verify/lookup.json');
    expect(received[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      receptor: '09121234567',
      template: 'shop-login',
      token: '48213',
    });
  });

  it('sends a new order to staff as the order template: its number, the number to call, the name and the city', async () => {
    const order = { number: 8040268, name: 'Shirin Kamali Tehrani Zadeh Nejad Pour Haghighi', city: 'Bandar Anzali', phone: '09125550199' };
    await kave().send({ to: '09121110001', code: '', text: 'New order', order });
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      receptor: '09121110001',
      template: 'shop-order',
      token: '8040268',
      token2: '09125550199',
      // token10 takes at most five spaces
      token10: 'Shirin Kamali Tehrani Zadeh Nejad Pour',
      token20: 'Bandar Anzali',
    });
  });

  it('says why a refused number or a wrong key was not sent, without the number or the key, and does not try again', async () => {
    await expect(kave().send(code(REFUSED_NUMBER))).rejects.toThrow(
      new SmsRefused('Kavenegar did not send to 0900…: 411 گیرنده نامعتبر است'),
    );
    const wrongKey = kave({ apiKey: 'not-the-key' }).send(code('09121234567'));
    await expect(wrongKey).rejects.toBeInstanceOf(SmsRefused);
    const message = await wrongKey.catch((error: Error) => error.message);
    expect(message).toContain('403');
    expect(message).not.toMatch(/not-the-key|09121234567/);
    expect(received).toHaveLength(2);
  });

  it('gives up on a provider that does not answer in time, once', async () => {
    const started = Date.now();
    await expect(kave({ timeoutMs: 300 }).send(code(SILENT_NUMBER))).rejects.toThrow('the SMS provider did not answer in 0.3 s (to 0911…)');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(received).toHaveLength(1);
  });

  it('tries again when the connection dropped before any answer', async () => {
    dropNext = 1;
    await kave().send(code('09121234567'));
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
  });
});

describe('SMS.ir (send/verify)', () => {
  it('sends a login code as the template id with its CODE parameter, the key in its header', async () => {
    await smsir().send(code('09121234567'));
    expect(received[0]!.path).toBe('/v1/send/verify');
    expect(received[0]!.headers['x-api-key']).toBe('smsir-key');
    expect(JSON.parse(received[0]!.body)).toEqual({
      mobile: '09121234567',
      templateId: 123456,
      parameters: [{ name: 'CODE', value: '48213' }],
    });
  });

  it('sends a new order to staff with its ORDER, NAME, CITY and PHONE', async () => {
    await smsir().send({
      to: '09121110001',
      code: '',
      text: 'New order',
      order: { number: 4476830, name: 'شیرین کمالی', city: 'شیراز', phone: '09125550199' },
    });
    expect(JSON.parse(received[0]!.body)).toEqual({
      mobile: '09121110001',
      templateId: 654321,
      parameters: [
        { name: 'ORDER', value: '4476830' },
        { name: 'NAME', value: 'شیرین کمالی' },
        { name: 'CITY', value: 'شیراز' },
        { name: 'PHONE', value: '09125550199' },
      ],
    });
  });

  it('says why a refused number or a wrong key was not sent, and gives up on silence', async () => {
    await expect(smsir().send(code(REFUSED_NUMBER))).rejects.toThrow(
      new SmsRefused('SMS.ir did not send to 0900…: 0 شماره موبایل نامعتبر است'),
    );
    await expect(smsir({ apiKey: 'wrong' }).send(code('09121234567'))).rejects.toThrow(
      'SMS.ir did not send to 0912…: 0 کلید وب سرویس نامعتبر است',
    );
    await expect(smsir({ timeoutMs: 300 }).send(code(SILENT_NUMBER))).rejects.toThrow('did not answer in 0.3 s');
    expect(received).toHaveLength(3);
  });

  it('will not send an order alert without an order template', async () => {
    const alert = smsir({ orderTemplate: '' }).send({
      to: '09121110001',
      code: '',
      text: '',
      order: { number: 8040268, name: 'a', city: 'b', phone: 'c' },
    });
    await expect(alert).rejects.toThrow('SMSIR_ORDER_TEMPLATE_ID is not set');
    expect(received).toHaveLength(0);
  });
});

describe('texts to customers, one template per step', () => {
  const token = 'uXW_ptyRBU0uPOt6sYaBI2R0';
  const quoted = {
    kind: 'quoted' as const,
    english: false,
    values: { number: '۸۰۴۰۲۶۸', link: `https://shop.example/fa/o/${token}`, token, total: '۵٬۰۵۰٬۰۰۰' },
  };
  const sent = {
    kind: 'sent' as const,
    english: true,
    values: { number: '8040268', link: `https://shop.example/o/${token}`, token, carrier: 'Iran Post', code: '12345678901234567890' },
  };

  it('Kavenegar: the number, the page’s token (the template holds the address), the total or the code, the carrier', async () => {
    const sender = kave({ textTemplates: { quoted: 'shop-quoted', sent: 'shop-sent', sent_en: 'shop-sent-en' } });
    await sender.send({ to: '09121234567', code: '', text: 'words', customer: quoted });
    await sender.send({ to: '09121234567', code: '', text: 'words', customer: sent });
    expect(received.map((got) => Object.fromEntries(new URLSearchParams(got.body)))).toEqual([
      { receptor: '09121234567', template: 'shop-quoted', token: '۸۰۴۰۲۶۸', token2: token, token3: '۵٬۰۵۰٬۰۰۰' },
      // Placed in English: the step's English template.
      {
        receptor: '09121234567',
        template: 'shop-sent-en',
        token: '8040268',
        token2: token,
        token3: '12345678901234567890',
        token10: 'Iran Post',
      },
    ]);
  });

  it('SMS.ir: ORDER, TOKEN and what the step adds, by name; the step’s own template without an English one', async () => {
    await smsir({ textTemplates: { sent: '777001' } }).send({ to: '09121234567', code: '', text: 'words', customer: sent });
    expect(JSON.parse(received[0]!.body)).toEqual({
      mobile: '09121234567',
      templateId: 777001,
      parameters: [
        { name: 'ORDER', value: '8040268' },
        { name: 'TOKEN', value: token },
        { name: 'CARRIER', value: 'Iran Post' },
        { name: 'CODE', value: '12345678901234567890' },
      ],
    });
  });

  it('back in stock: the size’s SKU, the request’s token (the template holds the addresses) and the product’s name', async () => {
    const back = {
      kind: 'back' as const,
      english: false,
      values: {
        number: 'VAS0224',
        link: 'https://shop.example/fa/Products/VAS0224/kavir',
        token,
        name: 'کوزهٔ سفالی کویر، قطر ۲۴ سانتی‌متر بزرگ',
        stop: `https://shop.example/fa/a/${token}`,
      },
    };
    await kave({ textTemplates: { back: 'shop-back' } }).send({ to: '09121234567', code: '', text: 'words', customer: back });
    await smsir({ textTemplates: { back: '777010' } }).send({ to: '09121234567', code: '', text: 'words', customer: back });
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      receptor: '09121234567',
      template: 'shop-back',
      token: 'VAS0224',
      token2: token,
      // token10 takes at most five spaces
      token10: 'کوزهٔ سفالی کویر، قطر ۲۴ سانتی‌متر',
    });
    expect(JSON.parse(received[1]!.body)).toEqual({
      mobile: '09121234567',
      templateId: 777010,
      parameters: [
        { name: 'SKU', value: 'VAS0224' },
        { name: 'TOKEN', value: token },
        { name: 'NAME', value: 'کوزهٔ سفالی کویر، قطر ۲۴ سانتی‌متر بزرگ' },
      ],
    });
  });

  it('tells staff of a size running low through the stock template: its SKU and the packages left', async () => {
    await kave({ stockTemplate: 'shop-stock' }).send({ to: '09121110001', code: '', text: '', stock: { sku: 'VAS0110', left: 4 } });
    await smsir({ stockTemplate: '777009' }).send({ to: '09121110001', code: '', text: '', stock: { sku: 'VAS0110', left: 4 } });
    expect(Object.fromEntries(new URLSearchParams(received[0]!.body))).toEqual({
      receptor: '09121110001',
      template: 'shop-stock',
      token: 'VAS0110',
      token2: '4',
    });
    expect(JSON.parse(received[1]!.body)).toEqual({
      mobile: '09121110001',
      templateId: 777009,
      parameters: [
        { name: 'SKU', value: 'VAS0110' },
        { name: 'LEFT', value: '4' },
      ],
    });
  });

  it('refuses a step without its template, asking nothing of the provider', async () => {
    await expect(kave().send({ to: '09121234567', code: '', text: '', customer: quoted })).rejects.toThrow(
      'KAVENEGAR_TEMPLATE_QUOTED is not set',
    );
    await expect(smsir().send({ to: '09121234567', code: '', text: '', customer: sent })).rejects.toThrow(
      'SMSIR_TEMPLATE_ID_SENT is not set',
    );
    expect(received).toHaveLength(0);
  });
});

describe('a shop texting through Kavenegar', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  beforeAll(async () => {
    shop = await startShop({
      env: {
        SMS_SENDER: 'kavenegar',
        KAVENEGAR_URL: base,
        KAVENEGAR_API_KEY: 'kave-key',
        KAVENEGAR_TEMPLATE: 'shop-login',
        KAVENEGAR_ORDER_TEMPLATE: 'shop-order',
        ORDER_ALERT_PHONES: '09121110001',
        KAVENEGAR_TEMPLATE_RECEIVED: 'shop-received',
      },
    });
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('signs a shopper in with the code the provider was asked to send', async () => {
    const post = (path: string, json: unknown) =>
      fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect((await post('/Idp/Account/LoginViaPhoneNumber', { phoneNumber: DEMO_ACCOUNT.phoneNumber })).status).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('receptor')).toBe(DEMO_ACCOUNT.phoneNumber);
    expect(form.get('template')).toBe('shop-login');
    const signedIn = await post('/Idp/Account/LoginViaPhoneNumberCode', { phoneNumber: DEMO_ACCOUNT.phoneNumber, code: form.get('token') });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toBeTruthy();
  });

  it('tells staff of a new order through the order template', async () => {
    const { data } = (await (await fetch(`${shop.url}/v1/product/list/all/1/50`)).json()) as {
      data: { items: { sku: string; stock_status: string }[] };
    };
    const sku = data.items.find((item) => item.stock_status === 'instock')!.sku;
    const placed = await fetch(`${shop.url}/v1/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `kavenegar-${Date.now()}` },
      body: JSON.stringify({ items: [{ sku, count: 1 }], customer: CUSTOMER }),
    });
    expect(placed.status).toBe(200);
    const { orderId } = ((await placed.json()) as { data: { orderId: number } }).data;
    // Staff's alert, and the customer's text from the outbox: its number and its page's link.
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    const forms = received.map((got) => Object.fromEntries(new URLSearchParams(got.body)));
    expect(forms.find((form) => form.template === 'shop-received')).toEqual({
      receptor: CUSTOMER.mobile,
      template: 'shop-received',
      token: String(orderNumber(orderId)),
      token2: expect.stringMatching(/^[\w-]{24}$/),
    });
    expect(forms.find((form) => form.template === 'shop-order')).toEqual({
      receptor: '09121110001',
      template: 'shop-order',
      token: String(orderNumber(orderId)),
      token2: CUSTOMER.mobile,
      token10: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
      token20: CUSTOMER.city,
    });
  });
  it('tries a customer’s text again later when the provider cannot be reached, and sends it once', async () => {
    const { data } = (await (await fetch(`${shop.url}/v1/product/list/all/1/50`)).json()) as {
      data: { items: { sku: string; stock_status: string }[] };
    };
    const sku = data.items.find((item) => item.stock_status === 'instock')!.sku;
    dropNext = 1000;
    const placed = await fetch(`${shop.url}/v1/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `kavenegar-down-${Date.now()}` },
      body: JSON.stringify({ items: [{ sku, count: 1 }], customer: { ...CUSTOMER, mobile: '09127770001' } }),
    });
    const { orderId } = ((await placed.json()) as { data: { orderId: number } }).data;
    const { db } = await openTestStore(shop.dataDir);
    try {
      const row = () =>
        db.selectFrom('customerTexts').select(['state', 'tries', 'nextAt']).where('orderId', '=', orderId).executeTakeFirstOrThrow();
      // Three tries of one send (a connection dropped each time), then waiting for a later one.
      await expect.poll(async () => (await row()).tries, { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await row()).state, { timeout: 15_000 }).toBe('waiting');
      expect(Number((await row()).nextAt)).toBeGreaterThan(Date.now());
      dropNext = 0;
      await expect.poll(async () => (await row()).state, { timeout: 15_000 }).toBe('sent');
      expect((await row()).tries).toBe(2);
      const answered = received.filter((got) => new URLSearchParams(got.body).get('receptor') === '09127770001');
      expect(answered.length).toBeGreaterThanOrEqual(4);
    } finally {
      await db.destroy();
    }
  }, 40_000);
});
