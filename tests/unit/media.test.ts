import { describe, expect, it } from 'vitest';
import { mediaPath, mediaWidth } from '~/service/media/media.server.ts';
import { mediaName } from '~/service/media/mediaStore.server.ts';

describe('mediaWidth', () => {
  it('rounds a wanted width up to the next size made', () => {
    expect(mediaWidth('300')).toBe(384);
    expect(mediaWidth('384')).toBe(384);
    expect(mediaWidth('1')).toBe(64);
    expect(mediaWidth('9000')).toBe(1600);
  });

  it('is null without a width and refuses anything but a whole number', () => {
    expect(mediaWidth(null)).toBeNull();
    expect(() => mediaWidth('abc')).toThrow();
    expect(() => mediaWidth('-5')).toThrow();
    expect(() => mediaWidth('0')).toThrow();
  });
});

describe('mediaPath', () => {
  it('resolves plain picture names inside the media folder', () => {
    expect(mediaPath('/data/media', 'vas01-1-abc.svg')).toBe('/data/media/vas01-1-abc.svg');
  });

  it('refuses names that could leave the folder or are not pictures', () => {
    for (const name of ['../store.db', '..%2Fstore.db', '/etc/passwd', 'a/../../b.png', '.hidden.png', 'store.db', 'x.svg\0.png', '']) {
      expect(() => mediaPath('/data/media', name), name).toThrow();
    }
  });
});

describe('mediaName', () => {
  it('names a picture by its file name and content, so a name never changes content', () => {
    const name = mediaName('Dune Vase.SVG', '<svg/>');
    expect(name).toMatch(/^dune-vase-[0-9a-f]{8}\.svg$/);
    expect(mediaName('dune vase.svg', '<svg/>')).toBe(name);
    expect(mediaName('Dune Vase.svg', '<svg></svg>')).not.toBe(name);
  });

  it('keeps a name that already carries its own hash, so an exported picture comes back under the same name', () => {
    const name = mediaName('vase.png', 'pixels');
    expect(mediaName(name, 'pixels')).toBe(name);
    expect(mediaName(name, 'other pixels')).not.toBe(name);
  });
});
