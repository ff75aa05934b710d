import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alertText, orderAlert, webhookSignature } from '~/service/order/orderAlerts.server.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import type { StaffOrder } from '~/shared/contract/staff/orders.ts';

const order: StaffOrder = {
  id: 1204,
  createdAt: '2026-11-26T10:00:00.000Z',
  status: 'new',
  note: '',
  notes: [],
  moves: [],
  updatedAt: null,
  locale: 'fa',
  channel: 'web',
  takenBy: null,
  name: 'مریم احمدی',
  mobile: '09125550199',
  shopName: 'Ahmadi Ceramics',
  province: 'Isfahan',
  city: 'اصفهان',
  address: 'Chaharbagh St',
  postalCode: '8198765432',
  quote: null,
  shipment: null,
  callMeAt: null,
  texts: [],
  lines: [
    {
      sku: 'VAS0110',
      nameEn: 'Dune vase',
      nameFa: 'گلدان تلماسه',
      size: { en: 'Ø10', fa: 'قطر ۱۰' },
      picture: null,
      count: 2,
      packageEn: 'Box of 6',
      packageFa: 'جعبهٔ ۶تایی',
      pieces: 6,
      unitPrice: null,
    },
  ],
};

describe('new-order alerts', () => {
  it('write the SMS in the chosen language, the number to dial in Latin digits and the link alone on the last line', () => {
    // Order 1204's number, as staff read it.
    const number = orderNumber(1204);
    const fa = alertText(order, 'fa', 'https://shop.example');
    expect(fa).toMatch(new RegExp(`^سفارش جدید ${digitsIn('fa', String(number))} از `));
    expect(fa).toContain('09125550199');
    expect(fa.split('\n')).toEqual([expect.any(String), `https://shop.example/fa/staff/orders?q=%23${number}`]);
    const en = alertText(order, 'en', 'https://shop.example');
    expect(en).toMatch(new RegExp(`^New order ${number} from `));
    expect(en.split('\n')[1]).toBe(`https://shop.example/staff/orders?q=%23${number}`);
  });

  it('post the order with its lines and a link, without its staff notes', () => {
    const alert = orderAlert({ ...order, notes: [{ at: order.createdAt, by: 'Sara', text: 'private' }] }, 'https://shop.example');
    expect(alert.event).toBe('order.created');
    expect(alert.order.lines).toEqual([
      { sku: 'VAS0110', nameEn: 'Dune vase', nameFa: 'گلدان تلماسه', packages: 2, packageEn: 'Box of 6', pieces: 6 },
    ]);
    expect(JSON.stringify(alert)).not.toContain('private');
  });

  it('sign "time.body" with HMAC-SHA256, so a changed body or time no longer matches', () => {
    const at = Date.UTC(2026, 10, 26, 10, 0, 0);
    const body = '{"event":"order.created"}';
    const signature = webhookSignature('key', body, at);
    const t = at / 1000;
    expect(signature).toBe(`t=${t},v1=${createHmac('sha256', 'key').update(`${t}.${body}`).digest('hex')}`);
    expect(webhookSignature('key', `${body} `, at)).not.toBe(signature);
    expect(webhookSignature('key', body, at + 1000)).not.toBe(signature);
    expect(webhookSignature('other', body, at)).not.toBe(signature);
  });
});
