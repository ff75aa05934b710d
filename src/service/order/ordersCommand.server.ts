// `npm run orders`: the staff's commands for the orders to call back (list, export, mark), as the staff page's.
import { orderIdOf, orderNumber } from '~/shared/orders/orderNumber.ts';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { nextStatuses } from '~/shared/staff/orders.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { openStore, type Db } from '~/service/db/database.server.ts';
import { commandAuthor } from '~/service/access/audit.server.ts';
import type { OrderStatus } from '~/service/db/schema.server.ts';
import { announceMove } from './orderAlerts.server.ts';
import { lineQuantity, listOrders, OrderChangeRefused, ORDER_STATUSES, ordersCsv, setOrderStatus } from './staffOrders.server.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';
import { NOTE_MAX } from '~/shared/fields/staffVocabulary.ts';

const USAGE = `Usage:
  npm run orders -- list [--status new|called|quoted|confirmed|sent|delivered|cancelled]
  npm run orders -- export --csv [--status …] > orders.csv
  npm run orders -- mark <order number> called|quoted|confirmed|sent|delivered|cancelled [--note "…"]
An order moves one step on at a time (new, called, quoted, confirmed, sent, delivered) and can be cancelled
before it is sent; cancelling gives its packages back to stock. Cancelled and delivered orders do not change again.`;

/** A wrong argument: its message and the exit code 2. */
class UsageError extends Error {}

const statusOf = (value: string | undefined): OrderStatus | undefined => {
  if (value === undefined) return undefined;
  if ((ORDER_STATUSES as readonly string[]).includes(value)) return value as OrderStatus;
  throw new UsageError(`Unknown status "${value}": use one of ${ORDER_STATUSES.join(', ')}.`);
};

const noteOf = (value: string | undefined) => (value === undefined ? undefined : withoutControls(value).trim().slice(0, NOTE_MAX));

/** Runs `npm run orders -- <args>` on DATA_DIR's store, printing as it goes; the process's exit code. */
export async function runOrdersCommand(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (!command || !['list', 'export', 'mark'].includes(command) || (command === 'export' && !rest.includes('--csv'))) {
    console.error(USAGE);
    return 2;
  }
  const store = await openStore(serviceConfig().dataDir);
  try {
    if (command === 'list') await listCommand(store.db, statusOf(option('status')));
    else if (command === 'export') process.stdout.write(ordersCsv(await listOrders(store.db, { status: statusOf(option('status')) })));
    else return await markCommand(store.db, rest[0], statusOf(rest[1]), noteOf(option('note')));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await store.db.destroy();
  }
}

async function listCommand(db: Db, status: OrderStatus | undefined): Promise<void> {
  const orders = await listOrders(db, { status });
  if (orders.length === 0) console.log('No orders.');
  for (const o of orders) {
    const packages = o.lines.reduce((sum, line) => sum + line.count, 0);
    console.log(
      `#${orderNumber(o.id)}  ${formatMoment('en', serviceConfig().timeZone, o.createdAt)}  ${o.status.padEnd(9)}  ${o.name} (${o.shopName})  ${o.mobile}  ${o.city}, ${o.province}  ${packages} ${packages === 1 ? 'package' : 'packages'}`,
    );
    for (const line of o.lines) console.log(`      ${line.sku}  ${line.nameEn}  ${lineQuantity(line)}`);
  }
}

/** Moves the order of that number (as staff read it: the page, the list, the CSV), as the staff page does. */
async function markCommand(db: Db, given: string | undefined, status: OrderStatus | undefined, note: string | undefined): Promise<number> {
  const number = Number(toLatinDigits(given ?? '').replace(/^#/, ''));
  const id = orderIdOf(number);
  if (id === null || !status) {
    console.error(USAGE);
    return 2;
  }
  // Recorded under the command's name and the user who ran it.
  try {
    await announceMove(await setOrderStatus(db, commandAuthor('orders'), id, { status, note }));
    console.log(`Order #${number} is now "${status}".`);
    return 0;
  } catch (error) {
    if (!(error instanceof OrderChangeRefused)) throw error;
    console.error(refusal(number, error));
    return 1;
  }
}

function refusal(number: number, error: OrderChangeRefused): string {
  if (error.reason === 'notFound') return `There is no order #${number}.`;
  if (error.reason === 'cancelled') return `Order #${number} is cancelled and can no longer change.`;
  if (error.reason === 'quoteFirst')
    return `Order #${number} is marked "quoted" by sending its quote, with its prices, from the orders page.`;
  return `Order #${number} is "${error.from}", so it cannot be marked "${error.to}"; from there it can be marked ${nextStatuses(error.from!).join(' or ') || 'nothing else'}.`;
}
