import vazirmatn from '~/assets/generated/vazirmatn-persian.woff2?url';
import vazirmatnBold from '~/assets/generated/vazirmatn-persian-bold.woff2?url';

/** Vazirmatn cut to Persian text (src/publish/fontSubset.ts), regular and bold: their addresses once built. */
export const PERSIAN_FONT_FILES = { regular: vazirmatn, bold: vazirmatnBold } as const;
