// Files on disk as the builds and the backups copy them: every file of a folder, and each one's checksum.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A file's SHA-256, in hex. */
export const fileSha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** Every file under `dir`, its folders' too, as paths relative to it written with `/`, sorted (none when it is missing). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
