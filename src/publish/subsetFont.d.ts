// subset-font ships no types: the calls src/publish/fontSubset.ts and src/publish/shareImages.ts make.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' },
  ): Promise<Buffer>;
}
