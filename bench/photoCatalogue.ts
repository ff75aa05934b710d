// The demo catalogue with every picture a phone's photograph (3000 px JPEG at quality 90, EXIF orientation and GPS),
// imported through the editors' own import, so the page budgets are measured on the honest case.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const PHOTOS = join(import.meta.dirname, 'photos');

/** One camera-sized JPEG per shared photograph, written as a phone does (sensor landscape, turned by EXIF). */
async function cameraPhotos(folder: string): Promise<string[]> {
  const names: string[] = [];
  for (const file of readdirSync(PHOTOS)
    .filter((f) => /\.(png|jpg)$/.test(f))
    .sort()) {
    const name = `camera-${file.replace(/\.\w+$/, '')}.jpg`;
    // The sensor's landscape frame: stored turned a quarter anticlockwise, shown upright through orientation 6.
    const body = await sharp(join(PHOTOS, file))
      .resize(3000, 3000, { fit: 'cover' })
      .rotate(-90)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2/1', GPSLongitudeRef: 'E', GPSLongitude: '51/1 23/1 9/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    writeFileSync(join(folder, 'images', name), body);
    names.push(name);
  }
  return names;
}

/** Fills `dataDir` (empty) with the demo shop whose pictures are all photographs; throws when a step fails. */
export async function photoCatalogue(dataDir: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'photo-catalogue-'));
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', './scripts/aliases.ts', 'scripts/catalogue.ts', ...args], {
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`catalogue ${args.join(' ')}: ${result.stderr}`);
    return result.stdout;
  };
  try {
    // The demo, as a new shop loads it.
    Object.assign(process.env, env, { DATA_DIR: dataDir });
    const { getStore } = await import('~/service/db/database.server.ts');
    const { seedDemoIfEmpty } = await import('~/service/seed/demoSeed.server.ts');
    const store = await getStore();
    await seedDemoIfEmpty(store);
    await store.db.destroy();
    const file = join(work, 'catalogue.csv');
    run('export', file);
    const photos = await cameraPhotos(work);
    // Each drawn picture becomes one of the photographs, the same one every time.
    const photoFor = (svg: string) => photos[createHash('sha1').update(svg).digest()[0]! % photos.length]!;
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/images\/[\w.-]+\.svg/g, (svg) => `images/${photoFor(svg)}`),
    );
    process.stdout.write(run('import', file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
