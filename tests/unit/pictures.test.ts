import { describe, expect, it } from 'vitest';
import { looksLikePicture } from '~/service/media/pictures.server.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('looksLikePicture', () => {
  it.each([
    ['photo.JPG', bytes([0xff, 0xd8, 0xff, 0xe1]), true],
    ['photo.jpeg', bytes('%PDF-1.7'), false],
    ['drawing.png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), true],
    ['drawing.png', bytes([0xff, 0xd8, 0xff]), false],
    ['anim.gif', bytes('GIF89a'), true],
    ['anim.gif', bytes('GIF90a'), false],
    ['light.webp', bytes('RIFF', [0, 0, 0, 0], 'WEBP'), true],
    ['light.webp', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), false],
    ['light.avif', bytes([0, 0, 0, 28], 'ftypavif'), true],
    ['vase.svg', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">'), true],
    ['vase.svg', bytes('<html><body>not found</body></html>'), false],
    ['notes.txt', bytes('<svg>'), false],
  ])('%s, case %#', (name, head, expected) => {
    expect(looksLikePicture(name, head)).toBe(expected);
  });
});
