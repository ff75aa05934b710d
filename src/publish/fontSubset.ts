// Before a build: cuts Vazirmatn (regular and bold) to the letters, digits and marks Persian uses, so Persian pages
// on 2G paint sooner and headings get a real bold (sizes: docs/budgets.md#measurements-behind-the-code).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const weights = [
  { weight: 400, target: join('src', 'assets', 'generated', 'vazirmatn-persian.woff2') },
  { weight: 700, target: join('src', 'assets', 'generated', 'vazirmatn-persian-bold.woff2') },
];

/** Code point ranges of Persian text: letters, tatweel, the marks in use, Persian digits, punctuation, joiners. */
export const PERSIAN_RANGES: [from: number, to: number][] = [
  [0x20, 0x20],
  [0xab, 0xab],
  [0xbb, 0xbb],
  [0x60c, 0x60c],
  [0x61b, 0x61b],
  [0x61f, 0x61f],
  [0x621, 0x63a],
  [0x640, 0x64b],
  [0x64c, 0x652],
  [0x654, 0x654],
  [0x66b, 0x66c],
  [0x670, 0x670],
  [0x67e, 0x67e],
  [0x686, 0x686],
  [0x698, 0x698],
  [0x6a9, 0x6a9],
  [0x6af, 0x6af],
  [0x6c0, 0x6c0],
  [0x6cc, 0x6cc],
  [0x6f0, 0x6f9],
  [0x200c, 0x200f],
];

let text = '';
for (const [from, to] of PERSIAN_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
for (const { weight, target } of weights) {
  const source = require.resolve(`@fontsource/vazirmatn/files/vazirmatn-arabic-${weight}-normal.woff2`);
  const fresh = (file: string) => existsSync(target) && statSync(target).mtimeMs > statSync(file).mtimeMs;
  if (fresh(source) && fresh(import.meta.filename)) continue;
  const subset = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, subset);
  console.log(`Persian font ${weight}: ${(subset.length / 1024).toFixed(1)} KB (${target})`);
}
