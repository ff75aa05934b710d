// `npm run orders -- list [--status new]`, `npm run orders -- export --csv [--status …]`,
// `npm run orders -- mark <number> <status>`: staff tools for the orders to call back.
import { toLatinDigits } from '~/shared/catalogue/search.ts';
import { orderIdOf, orderNumber } from '~/shared/orders/orderNumber.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { NOTE_MAX, nextStatuses } from '~/shared/staff/orders.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { commandAuthor } from '~/service/access/audit.server.ts';
import type { OrderStatus } from '~/service/db/schema.server.ts';
import { announceMove } from '~/service/order/orderAlerts.server.ts';
import {
  lineQuantity,
  listOrders,
  OrderChangeRefused,
  ORDER_STATUSES,
  ordersCsv,
  setOrderStatus,
} from '~/service/order/staffOrders.server.ts';

const usage = `Usage:
  npm run orders -- list [--status new|called|quoted|confirmed|sent|delivered|cancelled]
  npm run orders -- export --csv [--status …] > orders.csv
  npm run orders -- mark <order number> called|quoted|confirmed|sent|delivered|cancelled [--note "…"]
An order moves one step on at a time (new, called, quoted, confirmed, sent, delivered) and can be cancelled
before it is sent; cancelling gives its packages back to stock. Cancelled and delivered orders do not change again.`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};
const statusOf = (value: string | undefined): OrderStatus | undefined => {
  if (value === undefined) return undefined;
  if ((ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  console.error(`Unknown status "${value}": use one of ${ORDER_STATUSES.join(', ')}.`);
  process.exit(2);
};

const noteOf = (value: string | undefined) => (value === undefined ? undefined : withoutControls(value).trim().slice(0, NOTE_MAX));

if (!command || !['list', 'export', 'mark'].includes(command)) {
  console.error(usage);
  process.exit(2);
}
const store = await openStore(serviceConfig().dataDir);
let code = 0;
if (command === 'list') {
  const orders = await listOrders(store.db, { status: statusOf(option('status')) });
  if (orders.length === 0) console.log('No orders.');
  for (const o of orders) {
    const packages = o.lines.reduce((sum, line) => sum + line.count, 0);
    console.log(
      `#${orderNumber(o.id)}  ${formatMoment('en', serviceConfig().timeZone, o.createdAt)}  ${o.status.padEnd(9)}  ${o.name} (${o.shopName})  ${o.mobile}  ${o.city}, ${o.province}  ${packages} ${packages === 1 ? 'package' : 'packages'}`,
    );
    for (const line of o.lines) console.log(`      ${line.sku}  ${line.nameEn}  ${lineQuantity(line)}`);
  }
} else if (command === 'export') {
  if (!rest.includes('--csv')) {
    console.error(usage);
    code = 2;
  } else process.stdout.write(ordersCsv(await listOrders(store.db, { status: statusOf(option('status')) })));
} else {
  // The order's number as staff read it (the page, the list, the CSV).
  const number = Number(toLatinDigits(rest[0] ?? '').replace(/^#/, ''));
  const id = orderIdOf(number);
  const status = statusOf(rest[1]);
  if (id === null || !status) {
    console.error(usage);
    code = 2;
  } else {
    // The same change as the staff page's, recorded under the command's name and the user who ran it.
    const author = commandAuthor('orders');
    try {
      await announceMove(await setOrderStatus(store.db, author, id, { status, note: noteOf(option('note')) }));
      console.log(`Order #${number} is now "${status}".`);
    } catch (error) {
      if (!(error instanceof OrderChangeRefused)) throw error;
      console.error(
        error.reason === 'notFound'
          ? `There is no order #${number}.`
          : error.reason === 'cancelled'
            ? `Order #${number} is cancelled and can no longer change.`
            : error.reason === 'quoteFirst'
              ? `Order #${number} is marked "quoted" by sending its quote, with its prices, from the orders page.`
              : `Order #${number} is "${error.from}", so it cannot be marked "${error.to}"; from there it can be marked ${nextStatuses(error.from!).join(' or ') || 'nothing else'}.`,
      );
      code = 1;
    }
  }
}
await store.db.destroy();
process.exit(code);
