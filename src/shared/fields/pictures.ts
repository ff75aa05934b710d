// The picture files the service keeps and the widths it serves them at: the contract's picture calls and the
// media store read them.

/** Content types of the picture files the media store serves, by lower-case extension. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** Widths a picture is resized to; a requested width is rounded up to one of these so the cache stays small. */
export const MEDIA_WIDTHS = [64, 128, 192, 256, 384, 512, 768, 1024, 1600] as const;
