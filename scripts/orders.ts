// `npm run orders -- list [--status new]`, `npm run orders -- export --csv [--status …]`,
// `npm run orders -- mark <number> <status> [--note …]`: staff tools for the orders to call back.
import { runOrdersCommand } from '~/service/order/ordersCommand.server.ts';

process.exit(await runOrdersCommand(process.argv.slice(2)));
