import type { APIRoute } from 'astro';
import icon192 from '~/assets/generated/icon-192.png?url';
import icon512 from '~/assets/generated/icon-512.png?url';
import maskable192 from '~/assets/generated/icon-maskable-192.png?url';
import maskable512 from '~/assets/generated/icon-maskable-512.png?url';
import { webManifest } from '~/features/seo/webManifest.ts';
import { translator, type Locale } from '~/shared/i18n/i18n.ts';
import { eachLocale } from '~/shared/i18n/localeRoutes.ts';

export const getStaticPaths = eachLocale;

/** `/manifest.webmanifest`, `/fa/manifest.webmanifest`: the installable shop in each language. */
export const GET: APIRoute = ({ props }) => {
  const locale = (props as { locale: Locale }).locale;
  const t = translator(locale);
  const manifest = webManifest(
    locale,
    { name: t('site.name'), shortName: t('site.shortName'), description: t('site.description') },
    { any: { 192: icon192, 512: icon512 }, maskable: { 192: maskable192, 512: maskable512 } },
  );
  return new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } });
};
