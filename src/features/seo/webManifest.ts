import type { Locale } from '~/shared/i18n/locale.ts';
import { localePath } from '~/shared/i18n/locale.ts';
import { BRAND_COLOURS } from '~/shared/brand/colours.ts';

export interface AppIcons {
  any: Record<192 | 512, string>;
  maskable: Record<192 | 512, string>;
}

/**
 * One language's web app manifest (docs/sharing.md): each language is its own app (`id`), installed from a Persian
 * page it opens in Persian; both cover the whole site, so the language switch stays inside.
 */
export function webManifest(locale: Locale, text: { name: string; shortName: string; description: string }, icons: AppIcons) {
  const start = localePath(locale, '/');
  const icon = (purpose: 'any' | 'maskable', size: 192 | 512) => ({
    src: icons[purpose][size],
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: start,
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: locale,
    dir: locale === 'fa' ? 'rtl' : 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    // The pages' paper, as their theme colour: the installed shop's splash screen and title bar.
    background_color: BRAND_COLOURS.paper,
    theme_color: BRAND_COLOURS.paper,
    categories: ['shopping'],
    icons: [icon('any', 192), icon('any', 512), icon('maskable', 192), icon('maskable', 512)],
  };
}
