import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { slugify } from '~/shared/catalogue/paths.ts';

/** The media name of a picture: `<stem>-<hash8>.<ext>`, so a name never changes content and is cached for ever. */
export function mediaName(fileName: string, content: string | Uint8Array): string {
  const hash = createHash('sha1').update(content).digest('hex').slice(0, 8);
  const extension = extname(fileName);
  const stem = slugify(basename(fileName, extension)).slice(0, 100);
  // A name that already carries its own hash (an exported picture) is kept, so export and import round-trip.
  return `${stem.endsWith(`-${hash}`) ? stem : `${stem}-${hash}`}${extension.toLowerCase()}`;
}

/**
 * The media name under which the store already holds exactly `content` (an export imported again), or null: taken as
 * stored, since writing it again would rename it and change every page showing it.
 */
export function storedAlready(mediaDir: string, fileName: string, content: Uint8Array): string | null {
  const name = mediaName(fileName, content);
  return existsSync(join(mediaDir, name)) ? name : null;
}

/** Writes a picture into the media folder under its media name, reusing an existing file; says whether it wrote one. */
export function saveMedia(mediaDir: string, fileName: string, content: string | Uint8Array): { name: string; created: boolean } {
  const name = mediaName(fileName, content);
  const path = join(mediaDir, name);
  if (existsSync(path)) return { name, created: false };
  // Write then rename, so a reader never sees half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
  return { name, created: true };
}
