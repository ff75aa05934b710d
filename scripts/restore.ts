// `npm run restore -- <backup>`: puts a backup made by `npm run backup` back into DATA_DIR, once its checksums hold
// and no shop is running on it (docs/operations.md#backups).
import { serviceConfig } from '~/service/config.server.ts';
import { restoreBackup } from '~/service/backup/backup.server.ts';

const [backup] = process.argv.slice(2);
if (!backup) {
  console.error('Usage: npm run restore -- <backup folder>   (into DATA_DIR; stop the shop first)');
  process.exit(2);
}
const { dataDir } = serviceConfig();
try {
  const { manifest, kept } = restoreBackup(backup, dataDir);
  console.log(`Restored ${backup} (made ${manifest.createdAt}) into ${dataDir}: ${manifest.files.length} files, checksums checked.`);
  if (kept) console.log(`  the database that was there is kept as ${kept}`);
  if (manifest.database === 'postgres')
    console.log('  the database is PostgreSQL: restore it with pg_restore, e.g. pg_restore --clean --dbname "$DATABASE_URL" shop.dump');
  console.log('Start the shop (npm run serve); it brings the database up to date with the code if it is older.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
