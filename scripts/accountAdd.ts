// `npm run account:add -- <phone> <name…> [--role customer|staff|editor|admin]`: creates an account (the site
// cannot make one itself); the first admin is made this way, later ones in the staff area.
import { serviceConfig } from '~/service/config.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { addAccount } from '~/service/login/accounts.server.ts';
import { commandAuthor, recordChange } from '~/service/access/audit.server.ts';
import { ROLES, type Role } from '~/shared/fields/staffVocabulary.ts';

const usage = `Usage: npm run account:add -- <mobile number> <name> [--role ${ROLES.join('|')}]
Example: npm run account:add -- 09121234567 Sara Ahmadi --role admin`;
const args = process.argv.slice(2);
const at = args.indexOf('--role');
const role = at >= 0 ? args[at + 1] : 'customer';
const [phone, ...nameWords] = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
if (!phone || nameWords.length === 0 || !(ROLES as readonly string[]).includes(role ?? '')) {
  if (role !== undefined && !(ROLES as readonly string[]).includes(role))
    console.error(`Unknown role "${role}": use one of ${ROLES.join(', ')}.`);
  console.error(usage);
  process.exit(2);
}
const { dataDir } = serviceConfig();
const store = await openStore(dataDir);
const name = nameWords.join(' ');
// Recorded as the staff area records an account it adds, in the same transaction.
const result = await store.db.transaction().execute(async (trx) => {
  const added = await addAccount(trx, phone, name, { role: role as Role });
  if (added.ok) {
    await recordChange(trx, commandAuthor('account:add'), {
      action: 'account.create',
      subject: `account ${added.phoneNumber}`,
      after: { name, role },
    });
  }
  return added;
});
await store.db.destroy();
if (!result.ok) {
  console.error(`No account was created: ${result.reason}.`);
  process.exit(1);
}
console.log(
  `Account ${result.id} (${role}) created for ${result.phoneNumber} in ${dataDir}. They can now log in with a code sent to that number` +
    (role === 'customer' ? '.' : `, and find the staff area at /staff.`),
);
