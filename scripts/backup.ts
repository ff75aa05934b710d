// `npm run backup -- <folder> [--keep N]`: backs up the shop's data (DATA_DIR, or DATABASE_URL's database) into a
// new folder of <folder> while the shop serves (docs/operations.md#backups).
import { serviceConfig } from '~/service/config.server.ts';
import { openStore } from '~/service/db/database.server.ts';
import { backupStore } from '~/service/backup/backup.server.ts';

const usage = 'Usage: npm run backup -- <folder> [--keep N]   (keeps the newest N backups there; all by default)';
const args = process.argv.slice(2);
const at = args.indexOf('--keep');
const keep = at >= 0 ? Number(args[at + 1]) : 0;
const [folder] = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
if (!folder || !Number.isInteger(keep) || keep < 0) {
  console.error(usage);
  process.exit(2);
}
const store = await openStore(serviceConfig().dataDir);
try {
  const { dir, manifest, linked, removed } = await backupStore(store, folder, keep);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const pictures = manifest.files.filter((file) => file.path.startsWith('media/')).length;
  console.log(`Backed up into ${dir}: ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(`  pictures: ${pictures} (${linked} unchanged since the previous backup, linked to it)`);
  if (manifest.database === 'postgres')
    console.log('  the database is PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom "$DATABASE_URL" > shop.dump');
  for (const old of removed) console.log(`  removed the older backup ${old}`);
} catch (error) {
  console.error(`No backup was made: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.db.destroy();
}
