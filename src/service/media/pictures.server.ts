import { closeSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';

/** The longest side an uploaded photograph keeps: the largest variant (1600 px) with room to spare. */
export const MAX_PICTURE_SIDE = 2048;

/** Whether the first bytes of a file are those of the picture type its name says (a renamed PDF is not). */
export function looksLikePicture(fileName: string, head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  switch (extname(fileName).toLowerCase()) {
    case '.jpg':
    case '.jpeg':
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case '.png':
      return ascii(1, 4) === 'PNG' && head[0] === 0x89;
    case '.gif':
      return /^GIF8[79]a$/.test(ascii(0, 6));
    case '.webp':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
    case '.avif':
      return ascii(4, 8) === 'ftyp';
    case '.svg':
      return /<svg[\s>]/.test(new TextDecoder().decode(head));
    default:
      return false;
  }
}

/** What is wrong with the picture file at `path` for an import, or null when it can be taken. */
export function pictureFileProblem(path: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return "does not exist (paths are relative to the file's folder)";
  }
  try {
    const head = new Uint8Array(4096);
    const read = readSync(fd, head, 0, head.length, 0);
    return looksLikePicture(path, head.subarray(0, read))
      ? null
      : `is not a ${extname(path).slice(1).toLowerCase()} picture (its content is something else, or it is damaged)`;
  } catch {
    return 'cannot be read (it is a folder, or damaged)';
  } finally {
    closeSync(fd);
  }
}

/**
 * An uploaded raster picture as the shop keeps it: decoded whole (unreadable pixels refused), upright, sRGB, at most
 * 2048 px, rewritten from its pixels alone so no GPS, comment or maker's block survives. SVG passes.
 */
export async function normalisePicture(fileName: string, content: Buffer): Promise<Buffer> {
  if (extname(fileName).toLowerCase() === '.svg') return content;
  const { default: sharp } = await import('sharp');
  const meta = await sharp(content).metadata();
  // Animated GIFs keep their frames; everything else is one picture. A damaged file fails here, not when served.
  const image = sharp(content, { animated: meta.format === 'gif', failOn: 'error' })
    .rotate()
    .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  switch (meta.format) {
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'heif':
      return image.avif({ quality: 70 }).toBuffer();
    default:
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  }
}
