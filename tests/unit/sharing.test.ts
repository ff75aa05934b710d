import { describe, expect, it } from 'vitest';
import { breadcrumbData, jsonLd, organizationData, productData, websiteData } from '~/features/seo/structuredData.ts';
import { webManifest } from '~/features/seo/webManifest.ts';
import { shareLinks } from '~/features/share/shareLinks.ts';
import { clipText } from '~/shared/i18n/format.ts';
import { structuredDataProblems } from '../support/structuredData.ts';

const lamp = {
  url: 'https://shop.example/fa/Products/LMP0135/kooh-oak-table-lamp',
  sku: 'LMP0135',
  name: 'آباژور بلوط کوه',
  description: 'پایه‌ای از چوب بلوط',
  images: ['https://shop.example/CDN/Files/lamp.jpg?w=1024'],
  brand: 'فروشگاه آنلاین',
  inStock: false,
};

describe('structured data', () => {
  it('writes a product whose offer carries availability and no price', () => {
    const data = productData(lamp);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.offers).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/OutOfStock' });
    expect(JSON.stringify(data)).not.toMatch(/price/i);
    expect(productData({ ...lamp, inStock: true }).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('numbers a breadcrumb trail from one and leaves the page itself unlinked', () => {
    const data = breadcrumbData([
      { name: 'Home', url: 'https://shop.example/' },
      { name: 'Lighting', url: 'https://shop.example/category/LGT/lighting' },
      { name: 'Lamp' },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Lighting', item: 'https://shop.example/category/LGT/lighting' },
      { '@type': 'ListItem', position: 3, name: 'Lamp' },
    ]);
  });

  it('describes the shop and its search on the home page', () => {
    const organization = organizationData({
      name: 'Online Shop',
      url: 'https://shop.example/',
      logo: 'https://shop.example/_astro/icon-512.png',
      telephone: '+982188880000',
      email: 'hello@example.com',
    });
    const website = websiteData({
      name: 'Online Shop',
      url: 'https://shop.example/fa/',
      searchUrl: 'https://shop.example/fa/Products/Search?searchResult={search_term_string}',
      locale: 'fa',
    });
    expect(structuredDataProblems(organization)).toEqual([]);
    expect(structuredDataProblems(website)).toEqual([]);
    expect(website.inLanguage).toBe('fa');
  });

  it('finds what a search engine would miss', () => {
    const { brand: _brand, ...noBrand } = productData(lamp);
    expect(structuredDataProblems(noBrand)).toContain('Product: no brand with a name');
    expect(structuredDataProblems({ ...productData(lamp), image: ['/CDN/Files/lamp.jpg'] })).toContain(
      'Product: image is not a list of absolute URLs',
    );
    const skipped = breadcrumbData([{ name: 'Home', url: 'https://shop.example/' }, { name: 'Lamp' }]);
    skipped.itemListElement = [
      { '@type': 'ListItem', position: 2, name: 'Home' },
      { '@type': 'ListItem', position: 3, name: 'Lamp' },
    ];
    expect(structuredDataProblems(skipped)).toEqual([
      'BreadcrumbList: step 1 has position 2',
      'BreadcrumbList: step 1 has no absolute item',
      'BreadcrumbList: step 2 has position 3',
    ]);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Event' })).toEqual(['Event: not a type the shop writes']);
  });

  it('keeps a name that holds "</script>" inside its script', () => {
    const text = jsonLd(productData({ ...lamp, name: 'Lamp </script><script>alert(1)</script>' }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Lamp </script><script>alert(1)</script>');
  });
});

describe('web app manifest', () => {
  const icons = { any: { 192: '/a192.png', 512: '/a512.png' }, maskable: { 192: '/m192.png', 512: '/m512.png' } } as const;
  const text = { name: 'فروشگاه آنلاین', shortName: 'فروشگاه', description: 'اشیای خوش‌طراحی' };

  it('opens the Persian app in Persian, right to left, on the whole site', () => {
    const manifest = webManifest('fa', text, icons);
    expect(manifest).toMatchObject({
      id: '/fa/',
      start_url: '/fa/',
      scope: '/',
      lang: 'fa',
      dir: 'rtl',
      display: 'standalone',
      short_name: 'فروشگاه',
    });
    expect(webManifest('en', text, icons)).toMatchObject({ id: '/', start_url: '/', lang: 'en', dir: 'ltr' });
  });

  it('lists plain and maskable icons at 192 and 512 px', () => {
    const { icons: listed } = webManifest('en', text, icons);
    expect(listed.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.src}`)).toEqual([
      'any 192x192 /a192.png',
      'any 512x512 /a512.png',
      'maskable 192x192 /m192.png',
      'maskable 512x512 /m512.png',
    ]);
  });
});

describe('share links', () => {
  it('hands Telegram and WhatsApp the address and the message, encoded', () => {
    const url = 'https://shop.example/fa/Products/LMP0135/kooh-oak-table-lamp?a=1&b=2';
    const links = shareLinks(url, 'آباژور بلوط کوه در فروشگاه آنلاین');
    const telegram = new URL(links.telegram);
    expect(`${telegram.origin}${telegram.pathname}`).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(url);
    expect(telegram.searchParams.get('text')).toBe('آباژور بلوط کوه در فروشگاه آنلاین');
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`آباژور بلوط کوه در فروشگاه آنلاین\n${url}`);
  });
});

describe('clipText', () => {
  it('leaves a short text whole and cuts a long one at a word, marking the cut', () => {
    expect(clipText('  A lamp  of oak. ', 160)).toBe('A lamp of oak.');
    const clipped = clipText('پایه‌ای از چوب بلوط که در کارگاه نجاری کوچکی در رشت خراطی می‌شود، با کلاهکی از کتان', 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toBe('پایه‌ای از چوب بلوط که در کارگاه نجاری…');
    expect(clipText('Oak, linen, brass, wool and clay', 17)).toBe('Oak, linen…');
  });
});
