// `npm run account:add -- <phone> <name…>`: staff create a customer account (the site cannot).
import { serviceConfig } from '~/service/config.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { addAccount } from '~/service/login/accounts.server.ts';

const [phone, ...nameWords] = process.argv.slice(2);
if (!phone || nameWords.length === 0) {
  console.error('Usage: npm run account:add -- <mobile number> <name>\nExample: npm run account:add -- 09121234567 Sara Ahmadi');
  process.exit(2);
}
const { dataDir } = serviceConfig();
const store = await openStore(dataDir);
const result = await addAccount(store.db, phone, nameWords.join(' '));
await store.db.destroy();
if (!result.ok) {
  console.error(`No account was created: ${result.reason}.`);
  process.exit(1);
}
console.log(`Account ${result.id} created for ${result.phoneNumber} in ${dataDir}. They can now log in with a code sent to that number.`);
