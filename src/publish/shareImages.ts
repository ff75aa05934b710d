// Before a build, the pictures shown outside the pages (docs/sharing.md): the manifest's home-screen icons (192 and
// 512 px, plain and maskable) and, per language, the 1200×630 card a shared link shows for a page without a picture.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { BRAND_COLOURS } from '~/shared/brand/colours.ts';

const require = createRequire(import.meta.url);
const out = join('src', 'assets', 'generated');
const { accent: ACCENT, paper: PAPER, ink: INK, muted: MUTED } = BRAND_COLOURS;
/** The shop's mark, the favicon (a bag on a 32-unit rounded square), its corners rounded by `corner` units. */
const FAVICON = join('public', 'favicon.svg');
const favicon = readFileSync(FAVICON, 'utf8');
const mark = (corner: number) => favicon.replace(/\brx="[\d.]+"/, `rx="${corner}"`);

const dictionaries = ['en', 'fa'].map((locale) => join('src', 'shared', 'i18n', `${locale}.json`));
const inputs = [import.meta.filename, FAVICON, ...dictionaries];
/** Made again only when this script, the favicon or the dictionaries (the card's words) changed. */
const fresh = (target: string) => existsSync(target) && inputs.every((file) => statSync(target).mtimeMs > statSync(file).mtimeMs);

// Icons: "any" keeps the favicon's rounded square; "maskable" fills the square edge to edge (the launcher cuts
// its own shape), the bag inside the middle 80% every mask keeps.
for (const size of [192, 512]) {
  for (const [kind, corner] of [
    ['icon', 7],
    ['icon-maskable', 0],
  ] as const) {
    const target = join(out, `${kind}-${size}.png`);
    if (fresh(target)) continue;
    mkdirSync(out, { recursive: true });
    writeFileSync(
      target,
      await sharp(Buffer.from(mark(corner)), { density: (72 * size) / 32 })
        .resize(size, size)
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text set in Vazirmatn (cut to the characters it uses, as TrueType for Pango), white space kept out of the edges. */
async function textImage(text: string, script: 'latin' | 'arabic', weight: 400 | 700, points: number, colour: string, width: number) {
  const source = require.resolve(`@fontsource/vazirmatn/files/vazirmatn-${script}-${weight}-normal.woff2`);
  const fontfile = join(out, `card-${script}-${weight}.ttf`);
  writeFileSync(fontfile, await subsetFont(readFileSync(source), text, { targetFormat: 'truetype' }));
  const image = sharp({
    text: {
      text: `<span foreground="${colour}">${escape(text)}</span>`,
      font: `Vazirmatn ${weight === 700 ? 'Bold' : ''} ${points}`,
      fontfile,
      rgba: true,
      dpi: 72,
      width,
      align: 'centre',
      wrap: 'word',
    },
  });
  return { input: await image.png().toBuffer(), ...(await image.metadata()) };
}

for (const file of dictionaries) {
  const locale = file.includes('fa.json') ? 'fa' : 'en';
  const target = join(out, `share-card-${locale}.jpg`);
  if (fresh(target)) continue;
  const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const script = locale === 'fa' ? 'arabic' : 'latin';
  const name = await textImage(words['site.name']!, script, 700, 80, INK, 1000);
  const line = await textImage(words['site.description']!, script, 400, 34, MUTED, 900);
  const icon = {
    input: await sharp(Buffer.from(mark(7)), { density: 72 * 6 })
      .resize(176, 176)
      .png()
      .toBuffer(),
    width: 176,
    height: 176,
  };
  // Mark, name and line stacked in the middle, on paper, with a band of the accent along the bottom.
  const gaps = [36, 28];
  const stack = icon.height + gaps[0]! + name.height! + gaps[1]! + line.height!;
  let top = Math.round((630 - 24 - stack) / 2);
  const layers = [icon, name, line].map((layer, i) => {
    const placed = { input: layer.input, left: Math.round((1200 - layer.width!) / 2), top };
    top += layer.height! + (gaps[i] ?? 0);
    return placed;
  });
  const band = { input: { create: { width: 1200, height: 24, channels: 3 as const, background: ACCENT } }, left: 0, top: 606 };
  const card = await sharp({ create: { width: 1200, height: 630, channels: 3, background: PAPER } })
    .composite([...layers, band])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  writeFileSync(target, card);
  console.log(`Share card ${locale}: ${(card.length / 1024).toFixed(1)} KB (${target})`);
}
