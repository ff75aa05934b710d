// Demo catalogue for the seed script: a small, bilingual (English / Persian)
// catalogue of a design-led shop. Plain data only, so that Node can load this
// file directly with type stripping.
import type { SizeMeasure, SizeUnit } from '~/shared/fields/sizeMeasure.ts';
import type { PictureKind } from './demoPictures.server.ts';

export interface DemoSizeFilter {
  id: string;
  title: string;
  /** The Persian title; without one, Persian pages show the English title in Persian digits. */
  titleFa?: string;
}

export interface DemoCategory {
  key: string;
  xCode: string;
  slug: string;
  nameEn: string;
  nameFa: string;
  descriptionEn: string;
  descriptionFa: string;
  parentKey: string | null;
  sizeFilters: DemoSizeFilter[];
  /** What its sizes measure, in what unit (absent: nothing). */
  sizeUnit?: SizeUnit;
  sizeMeasure?: SizeMeasure;
}

export interface DemoFamily {
  parentSku: string;
  categoryKeys: string[];
  kind: PictureKind;
  palette: [string, string];
  nameEn: string;
  nameFa: string;
  descriptionEn: string;
  descriptionFa: string;
  sizes: string[];
  /** The package types it is sold in, the default first; absent: all three. */
  packages?: number[];
  /** Shown in the home page's row of featured products. */
  featured?: boolean;
  /** Sizes that are sold out in the demo, whatever the dice say. */
  soldOut?: string[];
}

export interface DemoBanner {
  kind: PictureKind;
  palette: [string, string];
  titleEn: string;
  titleFa: string;
  descriptionEn: string;
  descriptionFa: string;
  alignContent: 'start' | 'center' | 'end';
  categoryKey: string;
}

export interface DemoPackage {
  id: number;
  titleEn: string;
  titleFa: string;
  pieces: number;
}

// ---------------------------------------------------------------------------
// Categories: home > ceramics > vases / tableware, home > lighting, textiles,
// objects; wear > apparel / bags. Products only sit in leaf categories.
// ---------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  {
    key: 'home',
    xCode: 'HOM',
    slug: 'home-living',
    nameEn: 'Home & Living',
    nameFa: 'خانه و زندگی',
    descriptionEn: 'Ceramics, lighting, textiles and furniture made with care in small workshops around Iran.',
    descriptionFa: 'سرامیک، چراغ، منسوجات و مبلمانی که با حوصله در کارگاه‌های کوچک شهرهای ایران ساخته می‌شوند.',
    parentKey: null,
    sizeFilters: [],
  },
  {
    key: 'ceramics',
    xCode: 'CER',
    slug: 'ceramics-glass',
    nameEn: 'Ceramics & Glass',
    nameFa: 'سرامیک و شیشه',
    descriptionEn: 'Wheel-thrown stoneware, porcelain and mouth-blown glass for the table and the shelf.',
    descriptionFa: 'استون‌ور ساخته‌شده روی چرخ سفالگری، چینی و شیشهٔ فوتی برای سفره و طاقچه.',
    parentKey: 'home',
    sizeFilters: [],
  },
  {
    key: 'vases',
    xCode: 'VAS',
    slug: 'vases',
    nameEn: 'Vases',
    nameFa: 'گلدان‌ها',
    descriptionEn: 'Stoneware, terracotta, porcelain and blown-glass vases, from a single stem to an armful of branches.',
    descriptionFa: 'گلدان‌های استون‌ور، سفال، چینی و شیشه؛ از یک شاخه گل تا دسته‌ای پربار از شاخه‌های خشک.',
    parentKey: 'ceramics',
    sizeUnit: 'cm',
    sizeMeasure: 'diameter',
    sizeFilters: [
      { id: '10', title: 'Ø10', titleFa: 'قطر ۱۰' },
      { id: '12', title: 'Ø12', titleFa: 'قطر ۱۲' },
      { id: '16', title: 'Ø16', titleFa: 'قطر ۱۶' },
      { id: '20', title: 'Ø20', titleFa: 'قطر ۲۰' },
      { id: '24', title: 'Ø24', titleFa: 'قطر ۲۴' },
    ],
  },
  {
    key: 'tableware',
    xCode: 'TBL',
    slug: 'tableware',
    nameEn: 'Tableware',
    nameFa: 'ظروف سفره',
    descriptionEn: 'Bowls, plates and cups glazed in small batches and made to be used every day.',
    descriptionFa: 'کاسه، بشقاب و فنجان‌هایی که به تعداد محدود لعاب می‌خورند و برای استفادهٔ هرروزه ساخته شده‌اند.',
    parentKey: 'ceramics',
    sizeUnit: 'cm',
    sizeMeasure: 'diameter',
    sizeFilters: [
      { id: '08', title: 'Ø8', titleFa: 'قطر ۸' },
      { id: '09', title: 'Ø9', titleFa: 'قطر ۹' },
      { id: '12', title: 'Ø12', titleFa: 'قطر ۱۲' },
      { id: '14', title: 'Ø14', titleFa: 'قطر ۱۴' },
      { id: '18', title: 'Ø18', titleFa: 'قطر ۱۸' },
      { id: '22', title: 'Ø22', titleFa: 'قطر ۲۲' },
      { id: '27', title: 'Ø27', titleFa: 'قطر ۲۷' },
      { id: '32', title: 'Ø32', titleFa: 'قطر ۳۲' },
    ],
  },
  {
    key: 'lighting',
    xCode: 'LGT',
    slug: 'lighting',
    nameEn: 'Lighting',
    nameFa: 'روشنایی',
    descriptionEn: 'Table lamps and pendants in oak, brass, rattan, linen and blown glass.',
    descriptionFa: 'آباژور و چراغ آویز از چوب بلوط، برنج، رتان، کتان و شیشهٔ فوتی.',
    parentKey: 'home',
    sizeUnit: 'cm',
    sizeMeasure: 'diameter',
    sizeFilters: [
      { id: '25', title: 'Ø25', titleFa: 'قطر ۲۵' },
      { id: '35', title: 'Ø35', titleFa: 'قطر ۳۵' },
      { id: '45', title: 'Ø45', titleFa: 'قطر ۴۵' },
      { id: '60', title: 'Ø60', titleFa: 'قطر ۶۰' },
    ],
  },
  {
    key: 'textiles',
    xCode: 'TXT',
    slug: 'textiles',
    nameEn: 'Textiles',
    nameFa: 'منسوجات',
    descriptionEn: 'Cushions, throws and rugs in linen, wool, velvet and jute, woven in Yazd, Kashan, Gilan and Fars.',
    descriptionFa: 'کوسن، روانداز و فرش از کتان، پشم، مخمل و کنف که در یزد، کاشان، گیلان و فارس بافته می‌شوند.',
    parentKey: 'home',
    sizeUnit: 'cm',
    sizeMeasure: 'width-length',
    sizeFilters: [
      { id: '35', title: '30×50', titleFa: '۳۰×۵۰' },
      { id: '44', title: '40×40', titleFa: '۴۰×۴۰' },
      { id: '55', title: '50×50', titleFa: '۵۰×۵۰' },
      { id: '66', title: '60×60', titleFa: '۶۰×۶۰' },
      { id: 'TS', title: '130×170', titleFa: '۱۳۰×۱۷۰' },
      { id: 'TL', title: '150×200', titleFa: '۱۵۰×۲۰۰' },
      { id: 'RS', title: '140×200', titleFa: '۱۴۰×۲۰۰' },
      { id: 'RM', title: '170×240', titleFa: '۱۷۰×۲۴۰' },
      { id: 'RL', title: '200×300', titleFa: '۲۰۰×۳۰۰' },
      { id: 'OS', title: 'One size', titleFa: 'تک‌سایز' },
    ],
  },
  {
    key: 'objects',
    xCode: 'OBJ',
    slug: 'objects-furniture',
    nameEn: 'Objects & Furniture',
    nameFa: 'دکوری و مبلمان',
    descriptionEn: 'Candles, wall clocks, prints and a few chairs and stools to finish a room.',
    descriptionFa: 'شمع، ساعت دیواری، چاپ هنری و چند صندلی و چهارپایه برای کامل کردن حال‌وهوای یک اتاق.',
    parentKey: 'home',
    sizeUnit: 'cm',
    sizeMeasure: 'width-height',
    sizeFilters: [
      { id: '23', title: '21×30', titleFa: '۲۱×۳۰' },
      { id: '34', title: '30×40', titleFa: '۳۰×۴۰' },
      { id: '57', title: '50×70', titleFa: '۵۰×۷۰' },
      { id: '30', title: 'Ø30', titleFa: 'قطر ۳۰' },
      { id: '40', title: 'Ø40', titleFa: 'قطر ۴۰' },
      { id: '50', title: 'Ø50', titleFa: 'قطر ۵۰' },
      { id: 'OS', title: 'One size', titleFa: 'تک‌سایز' },
    ],
  },
  {
    key: 'wear',
    xCode: 'WER',
    slug: 'wear-carry',
    nameEn: 'Wear & Carry',
    nameFa: 'پوشاک و کیف',
    descriptionEn: 'A short run of knitwear, scarves and bags, made from the same yarns and cloths as our textiles.',
    descriptionFa: 'مجموعه‌ای کوچک از بافتنی، شال و کیف، از همان نخ‌ها و پارچه‌هایی که در منسوجات خانه به کار می‌بریم.',
    parentKey: null,
    sizeFilters: [],
  },
  {
    key: 'apparel',
    xCode: 'APP',
    slug: 'knitwear-scarves',
    nameEn: 'Knitwear & Scarves',
    nameFa: 'بافتنی و شال',
    descriptionEn: 'Merino sweaters, wool cardigans, linen overshirts and scarves cut for an easy fit.',
    descriptionFa: 'پلیور مرینو، ژاکت پشمی، اورشرت کتان و شال‌هایی با برش راحت و آزاد.',
    parentKey: 'wear',
    sizeFilters: [
      { id: 'XS', title: 'XS' },
      { id: 'SM', title: 'S' },
      { id: 'MD', title: 'M' },
      { id: 'LG', title: 'L' },
      { id: 'XL', title: 'XL' },
      { id: 'OS', title: 'One size', titleFa: 'تک‌سایز' },
    ],
  },
  {
    key: 'bags',
    xCode: 'BAG',
    slug: 'bags',
    nameEn: 'Bags',
    nameFa: 'کیف‌ها',
    descriptionEn: 'Canvas, leather and kilim bags sturdy enough for the market run and the daily commute.',
    descriptionFa: 'کیف‌هایی از کرباس، چرم و گلیم، آن‌قدر محکم که هم برای خرید از بازار به کار بیایند و هم برای رفت‌وآمد هر روز.',
    parentKey: 'wear',
    sizeFilters: [
      { id: 'SM', title: 'S' },
      { id: 'LG', title: 'L' },
      { id: 'OS', title: 'One size', titleFa: 'تک‌سایز' },
    ],
  },
];

// ---------------------------------------------------------------------------
// Product families. Each size becomes one product (variant) of the family.
// ---------------------------------------------------------------------------

export const demoFamilies: DemoFamily[] = [
  // --- Vases -------------------------------------------------------------
  {
    parentSku: 'VAS01',
    categoryKeys: ['vases'],
    kind: 'vase',
    palette: ['#d8c3a5', '#8a6a4b'],
    nameEn: 'Dune Stoneware Vase',
    nameFa: 'گلدان استون‌ور تلماسه',
    descriptionEn:
      'Thrown on the wheel in Lalejin from a coarse, iron-flecked stoneware and left unglazed outside, so the sand colour of the clay shows through. The inside is sealed with a clear glaze, so it holds water for fresh stems.',
    descriptionFa:
      'در لالجین و روی چرخ سفالگری، از گِل استون‌ور زبر و خال‌دار ساخته می‌شود. بیرونش بی‌لعاب مانده تا رنگ شنی خاک پیدا باشد و داخلش با لعاب شفاف آب‌بندی شده تا بتوانید گل تازه هم در آن بگذارید.',
    sizes: ['10', '12', '16', '20', '24'],
    featured: true,
  },
  {
    parentSku: 'VAS02',
    categoryKeys: ['vases'],
    kind: 'vase',
    palette: ['#c0603a', '#efe2cf'],
    nameEn: 'Kavir Terracotta Amphora',
    nameFa: 'کوزهٔ سفالی کویر',
    descriptionEn:
      'A tall, narrow-necked form in red terracotta, burnished by hand with a river stone before firing. Made for dried grasses and branches; for fresh flowers, slip a glass inside.',
    descriptionFa:
      'کوزه‌ای بلند و گردن‌باریک از سفال قرمز که پیش از پخت، با سنگ رودخانه صیقل داده می‌شود. برای علف‌ها و شاخه‌های خشک ساخته شده؛ برای گل تازه، یک لیوان شیشه‌ای داخلش قرار دهید.',
    sizes: ['16', '20', '24'],
    soldOut: ['24'],
  },
  {
    parentSku: 'VAS03',
    categoryKeys: ['vases'],
    kind: 'vase',
    palette: ['#a9c8c0', '#e9f2ef'],
    nameEn: 'Shabnam Blown-Glass Vase',
    nameFa: 'گلدان شیشه‌ای شبنم',
    descriptionEn:
      'Mouth-blown by a family workshop in Qom from recycled glass, which gives it a pale sea-green tint. Tiny bubbles and a slightly uneven rim are how you can tell it was blown by hand.',
    descriptionFa:
      'در کارگاهی خانوادگی در قم و با دمیدن، از شیشهٔ بازیافتی ساخته می‌شود و رنگ سبزآبی ملایمش از همین شیشه می‌آید. حباب‌های ریز و لبهٔ کمی ناهموارش نشانهٔ کار دست است.',
    sizes: ['12', '16', '20'],
  },
  {
    parentSku: 'VAS04',
    categoryKeys: ['vases'],
    kind: 'vase',
    palette: ['#9e2b2f', '#f1d6c8'],
    nameEn: 'Anar Porcelain Bud Vase',
    nameFa: 'گلدان تک‌شاخهٔ انار',
    descriptionEn:
      'A small porcelain bottle for a single stem, dipped in a deep pomegranate glaze that pools darker at the shoulder. Made in a Tehran studio, about forty at a time.',
    descriptionFa:
      'بطری کوچکی از چینی برای یک شاخه گل، با لعاب اناری پررنگی که روی شانهٔ گلدان جمع می‌شود و تیره‌تر به نظر می‌رسد. در استودیویی در تهران و هر نوبت حدود چهل عدد ساخته می‌شود.',
    sizes: ['10', '12', '16'],
  },
  {
    parentSku: 'VAS05',
    categoryKeys: ['vases'],
    kind: 'vase',
    palette: ['#f3efe6', '#b9b2a3'],
    nameEn: 'Ney Ribbed Porcelain Vase',
    nameFa: 'گلدان چینی شیاردار نی',
    descriptionEn:
      'Slip-cast porcelain with fine vertical ribs that catch the light like a bundle of reeds. The satin white glaze feels almost like polished stone in the hand.',
    descriptionFa:
      'چینی ریخته‌گری‌شده با شیارهای عمودی ظریف که مثل دسته‌ای نی، نور را می‌گیرند. لعاب سفید ساتنی‌اش در دست حسی شبیه سنگ صیقلی دارد.',
    sizes: ['16', '20', '24'],
  },

  // --- Tableware ---------------------------------------------------------
  {
    parentSku: 'BWL01',
    categoryKeys: ['tableware'],
    kind: 'bowl',
    palette: ['#5f8a9a', '#e8e1d3'],
    nameEn: 'Sahel Stoneware Bowl',
    nameFa: 'کاسهٔ استون‌ور ساحل',
    descriptionEn:
      'A wide, shallow bowl in a sea-blue glaze that breaks to cream along the rim. Dishwasher safe, and sturdy enough for soup, salad or a heap of fruit.',
    descriptionFa:
      'کاسه‌ای پهن و کم‌عمق با لعاب آبی دریایی که روی لبه به کرم می‌گراید. در ماشین ظرف‌شویی شسته می‌شود و برای سوپ، سالاد یا یک کپه میوه به‌اندازهٔ کافی محکم است.',
    sizes: ['14', '18', '22'],
    featured: true,
  },
  {
    parentSku: 'BWL02',
    categoryKeys: ['tableware'],
    kind: 'bowl',
    palette: ['#23407a', '#f4efe4'],
    nameEn: 'Lajvard Serving Bowl',
    nameFa: 'کاسهٔ سرو لاجورد',
    descriptionEn:
      'Made in the spirit of the lajvardina ware of Kashan: a deep cobalt glaze with a thin band of white slip. Thrown in Hamadan and sized for rice, stews or a big salad.',
    descriptionFa:
      'الهام‌گرفته از ظروف لاجوردینهٔ کاشان: لعاب کبالتی عمیق با نواری باریک از دوغاب سفید. در همدان روی چرخ ساخته می‌شود و اندازه‌اش برای پلو، خورش یا یک سالاد بزرگ مناسب است.',
    sizes: ['22', '27', '32'],
  },
  {
    parentSku: 'BWL03',
    categoryKeys: ['tableware'],
    kind: 'bowl',
    palette: ['#e3c98f', '#7a5a2f'],
    nameEn: 'Gandom Everyday Bowl',
    nameFa: 'کاسهٔ گندم',
    descriptionEn:
      'An everyday bowl in a wheat-coloured matte glaze with a raw clay foot. Stacks neatly and sits comfortably in two hands.',
    descriptionFa:
      'کاسه‌ای برای هر روز با لعاب مات گندمی و کفی که خاک خامش پیداست. مرتب روی هم چیده می‌شود و در کف دو دست به‌راحتی جا می‌گیرد.',
    sizes: ['12', '14', '18'],
  },
  {
    parentSku: 'MUG01',
    categoryKeys: ['tableware'],
    kind: 'mug',
    palette: ['#7b3f2a', '#d9b99b'],
    nameEn: 'Chai Stoneware Mug',
    nameFa: 'ماگ استون‌ور چای',
    descriptionEn:
      'A straight-sided mug with a thumb rest on the handle, glazed a dark tea-brown over speckled clay. Big enough for a long breakfast tea.',
    descriptionFa:
      'ماگی با بدنهٔ صاف و دسته‌ای که جای شست دارد، با لعاب قهوه‌ای چایی روی خاک خال‌دار. برای یک چای مفصلِ صبحانه به‌اندازهٔ کافی جا دارد.',
    sizes: ['08', '09'],
    featured: true,
  },
  {
    parentSku: 'MUG02',
    categoryKeys: ['tableware'],
    kind: 'mug',
    palette: ['#dfe4e6', '#8f9ba3'],
    nameEn: 'Meh Porcelain Cup',
    nameFa: 'فنجان چینی مه',
    descriptionEn:
      'A handleless porcelain cup with walls thin enough to show the level of the tea against the light. Glazed a misty grey-white and made in Tehran.',
    descriptionFa:
      'فنجانی بی‌دسته از چینی با دیواره‌ای آن‌قدر نازک که رو به نور، سطح چای از بیرون پیداست. لعاب سفید مایل به خاکستری‌اش حال‌وهوای مه دارد و در تهران ساخته می‌شود.',
    sizes: ['08', '09'],
  },
  {
    parentSku: 'PLT01',
    categoryKeys: ['tableware'],
    kind: 'plate',
    palette: ['#ecebe4', '#9aa3a8'],
    nameEn: 'Mahtab Dinner Plate',
    nameFa: 'بشقاب ماهتاب',
    descriptionEn:
      'A flat-rimmed plate in a soft moon-white glaze that turns faintly blue where it thins at the edge. Fired to stoneware temperature, so it chips far less than earthenware.',
    descriptionFa:
      'بشقابی با لبهٔ تخت و لعاب سفید مهتابی که در لبه‌ها، جایی که نازک‌تر می‌شود، هاله‌ای آبی کم‌رنگ می‌گیرد. در دمای بالای استون‌ور پخته می‌شود و خیلی کمتر از سفال معمولی لب‌پر می‌شود.',
    sizes: ['18', '22', '27'],
  },
  {
    parentSku: 'PLT02',
    categoryKeys: ['tableware'],
    kind: 'plate',
    palette: ['#1f6f78', '#f2e7d5'],
    nameEn: 'Kashi Painted Platter',
    nameFa: 'دیس نقش‌دار کاشی',
    descriptionEn:
      'A large platter hand-painted in turquoise and cobalt, with a pattern adapted from the tilework of a Safavid mosque in Isfahan. Each one is signed on the base by its painter.',
    descriptionFa:
      'دیسی بزرگ که با رنگ‌های فیروزه‌ای و لاجوردی و با نقشی برگرفته از کاشی‌کاری یک مسجد صفوی در اصفهان، با دست نقاشی می‌شود. امضای نقاش زیر هر دیس خورده است.',
    sizes: ['27', '32'],
  },
  {
    parentSku: 'PLT03',
    categoryKeys: ['tableware'],
    kind: 'plate',
    palette: ['#9fb88a', '#f3f0e3'],
    nameEn: 'Ordibehesht Side Plate',
    nameFa: 'پیش‌دستی اردیبهشت',
    descriptionEn:
      'A small plate in a fresh spring-green glaze for bread, cheese and herbs, or a slice of cake. Sits well next to the Mahtab dinner plate.',
    descriptionFa: 'پیش‌دستی کوچکی با لعاب سبز بهاری، برای نان و پنیر و سبزی یا یک برش کیک. کنار بشقاب ماهتاب جلوهٔ خوبی دارد.',
    sizes: ['14', '18', '22'],
  },

  // --- Lighting ----------------------------------------------------------
  {
    parentSku: 'LMP01',
    categoryKeys: ['lighting'],
    kind: 'lamp',
    palette: ['#b48a5a', '#f0e6d2'],
    nameEn: 'Kooh Oak Table Lamp',
    nameFa: 'آباژور بلوط کوه',
    descriptionEn:
      'A turned oak base from a joinery in Rasht, under an undyed linen shade. Comes with a fabric-covered cord, an inline switch and a standard E27 holder.',
    descriptionFa:
      'پایه‌ای از چوب بلوط که در کارگاه نجاری کوچکی در رشت خراطی می‌شود، با کلاهکی از کتان رنگ‌نشده. سیمش روکش پارچه‌ای دارد و با کلید روی سیم و سرپیچ معمولی E27 عرضه می‌شود.',
    sizes: ['25', '35'],
    packages: [1],
  },
  {
    parentSku: 'LMP02',
    categoryKeys: ['lighting'],
    kind: 'lamp',
    palette: ['#f2eee6', '#c9b79c'],
    nameEn: 'Sepid Ceramic Table Lamp',
    nameFa: 'آباژور سرامیکی سپید',
    descriptionEn:
      'A round stoneware base in a chalky white glaze, thrown in the same Lalejin workshop as our vases. The pleated cotton shade spreads a soft light for a bedside or a reading corner.',
    descriptionFa:
      'پایه‌ای گرد از استون‌ور با لعاب سفید گچی، ساختهٔ همان کارگاهی در لالجین که گلدان‌هایمان را می‌سازد. کلاهک پلیسه‌ای نخی نور را نرم پخش می‌کند؛ برای کنار تخت یا گوشهٔ مطالعه.',
    sizes: ['25', '35'],
    packages: [1],
  },
  {
    parentSku: 'LMP03',
    categoryKeys: ['lighting'],
    kind: 'lamp',
    palette: ['#b8903f', '#2e2a26'],
    nameEn: 'Fanus Brass Desk Lamp',
    nameFa: 'چراغ مطالعهٔ برنجی فانوس',
    descriptionEn:
      'An adjustable desk lamp in solid brass, shaped and assembled by a metalworker in the Isfahan bazaar. The unlacquered brass darkens slowly as it is handled.',
    descriptionFa:
      'چراغ مطالعه‌ای قابل تنظیم از برنج توپر که استادکاری در بازار اصفهان آن را شکل می‌دهد و سرهم می‌کند. برنجش لاک ندارد و با دست خوردن، کم‌کم تیره و پخته می‌شود.',
    sizes: ['25', '35'],
    packages: [1],
  },
  {
    parentSku: 'PND01',
    categoryKeys: ['lighting'],
    kind: 'pendant',
    palette: ['#c7a26b', '#4a3a28'],
    nameEn: 'Sayeh Rattan Pendant',
    nameFa: 'چراغ آویز رتان سایه',
    descriptionEn:
      'Rattan woven by hand over a steel frame by basket makers in Gilan. It throws a dappled pattern of shadow across the ceiling and walls.',
    descriptionFa: 'سبدبافان گیلانی رتان را با دست روی قابی فلزی می‌بافند. نورش سایه‌روشنی مشبک روی سقف و دیوارها می‌اندازد.',
    sizes: ['35', '45', '60'],
    packages: [1],
    featured: true,
  },
  {
    parentSku: 'PND02',
    categoryKeys: ['lighting'],
    kind: 'pendant',
    palette: ['#e8a58c', '#fbeee6'],
    nameEn: 'Golnar Blown-Glass Pendant',
    nameFa: 'چراغ آویز شیشه‌ای گلنار',
    descriptionEn:
      'A mouth-blown globe with a faint blush tint, from the same glasshouse in Qom as the Shabnam vase. It hangs from a braided cord with a brushed brass ceiling cup.',
    descriptionFa:
      'گویی از شیشهٔ فوتی با رنگ صورتی بسیار کم‌رنگ، از همان کارگاه قمی که گلدان شبنم را می‌سازد. از سیمی بافته‌شده و با قاب سقفی برنجی مات آویزان می‌شود.',
    sizes: ['25', '35', '45'],
    packages: [1],
  },
  {
    parentSku: 'PND03',
    categoryKeys: ['lighting'],
    kind: 'pendant',
    palette: ['#c49a4a', '#1e1c1a'],
    nameEn: 'Tas Spun Brass Pendant',
    nameFa: 'چراغ آویز برنجی تاس',
    descriptionEn:
      'A shallow dome of spun brass that sends the light straight down onto a dining table. Made in Isfahan and finished with a hand-brushed surface.',
    descriptionFa:
      'گنبدی کم‌عمق از ورق برنج که نور را مستقیم روی میز ناهارخوری می‌ریزد. در اصفهان ساخته می‌شود و سطحش با دست برس خورده است.',
    sizes: ['35', '45', '60'],
    packages: [1],
  },
  {
    parentSku: 'PND04',
    categoryKeys: ['lighting'],
    kind: 'pendant',
    palette: ['#ece3d0', '#a38b6d'],
    nameEn: 'Parvaneh Pleated Linen Pendant',
    nameFa: 'چراغ آویز کتان پلیسه‌ای پروانه',
    descriptionEn:
      'Natural linen pleated by hand around two brass rings, giving a warm, even glow. Light enough to hang above a bed or an armchair.',
    descriptionFa:
      'کتان طبیعی که با دست دور دو حلقهٔ برنجی پلیسه می‌شود و نوری گرم و یکدست می‌دهد. آن‌قدر سبک است که می‌توان آن را بالای تخت یا مبل تک‌نفره هم آویخت.',
    sizes: ['35', '45', '60'],
    packages: [1],
  },

  // --- Textiles ----------------------------------------------------------
  {
    parentSku: 'CSH01',
    categoryKeys: ['textiles'],
    kind: 'cushion',
    palette: ['#e9d7c0', '#c98b6b'],
    nameEn: 'Sahar Linen Cushion',
    nameFa: 'کوسن کتان سحر',
    descriptionEn:
      'Stone-washed linen from a mill in Yazd, dyed the colour of first light and closed with a hidden zip. Sold with a feather insert; the cover washes at 30°C.',
    descriptionFa:
      'کتان سنگ‌شور از کارخانه‌ای در یزد، به رنگ آسمان سحرگاه و با زیپ مخفی. همراه با بالشتکی از پَر عرضه می‌شود و رویه‌اش را می‌توانید در دمای ۳۰ درجه بشویید.',
    sizes: ['35', '44', '55'],
  },
  {
    parentSku: 'CSH02',
    categoryKeys: ['textiles'],
    kind: 'cushion',
    palette: ['#a8432f', '#e7c48a'],
    nameEn: 'Firuzabad Kilim Cushion',
    nameFa: 'کوسن گلیمی فیروزآباد',
    descriptionEn:
      'The front is flat-woven on a horizontal loom by weavers in Fars and backed with plain cotton. Geometric motifs in madder red and saffron, from naturally dyed wool.',
    descriptionFa:
      'رویهٔ جلویی را بافندگان فارس روی دار افقی گلیم‌بافی می‌کنند و پشتش پارچهٔ نخی ساده است. نقش‌های هندسی به رنگ روناس و زعفرانی، از پشمی که با رنگ گیاهی رنگرزی شده.',
    sizes: ['35', '44', '55'],
    featured: true,
    soldOut: ['35'],
  },
  {
    parentSku: 'CSH03',
    categoryKeys: ['textiles'],
    kind: 'cushion',
    palette: ['#6d7f9a', '#d8dde6'],
    nameEn: 'Abr Cotton Velvet Cushion',
    nameFa: 'کوسن مخمل ابر',
    descriptionEn:
      'Cotton velvet woven in Kashan, with a soft pile that shifts from slate blue to silver as you brush it. Backed in linen and filled with a feather insert.',
    descriptionFa:
      'مخمل نخی بافت کاشان با پرزی نرم که وقتی دست رویش می‌کشید، از آبی سنگی به نقره‌ای می‌زند. پشتش کتان است و با بالشتکی از پَر عرضه می‌شود.',
    sizes: ['35', '44', '55'],
  },
  {
    parentSku: 'CSH04',
    categoryKeys: ['textiles'],
    kind: 'cushion',
    palette: ['#3f5a3c', '#d9a441'],
    nameEn: 'Sabalan Jajim Cushion',
    nameFa: 'کوسن جاجیم سبلان',
    descriptionEn:
      'Narrow strips of jajim, woven from wool and cotton in Ardabil, are sewn side by side to make the front. The stripes run in moss green, mustard and undyed cream.',
    descriptionFa:
      'نوارهای باریک جاجیم که در اردبیل از پشم و پنبه بافته می‌شوند، کنار هم دوخته شده‌اند تا رویهٔ کوسن را بسازند. راه‌ها سبز خزه‌ای، خردلی و کرم طبیعی پشم‌اند.',
    sizes: ['44', '55', '66'],
  },
  {
    parentSku: 'THR01',
    categoryKeys: ['textiles'],
    kind: 'throw',
    palette: ['#f4f2ec', '#c7c2b8'],
    nameEn: 'Barf Merino Throw',
    nameFa: 'روانداز مرینو برف',
    descriptionEn:
      'A lofty merino throw, brushed on one side for warmth and left smooth on the other. Woven in Tabriz and finished with a blanket-stitched edge.',
    descriptionFa:
      'رواندازی پف‌دار از پشم مرینو که یک رویش برای گرمای بیشتر برس خورده و روی دیگرش صاف مانده است. در تبریز بافته می‌شود و لبه‌هایش با دوخت پتویی تمام شده.',
    sizes: ['TS', 'TL'],
    packages: [1],
    featured: true,
  },
  {
    parentSku: 'THR02',
    categoryKeys: ['textiles'],
    kind: 'throw',
    palette: ['#cbd6c4', '#6f7f68'],
    nameEn: 'Nasim Linen Waffle Throw',
    nameFa: 'روانداز کتان وافلی نسیم',
    descriptionEn:
      'A light waffle-weave linen throw for summer evenings, or to use as a bedspread. It softens with every wash and dries quickly on the line.',
    descriptionFa:
      'رواندازی سبک از کتان با بافت وافلی، برای شب‌های تابستان یا به‌جای روتختی. با هر شست‌وشو نرم‌تر می‌شود و روی بند رخت زود خشک می‌شود.',
    sizes: ['TS', 'TL'],
    packages: [1],
  },
  {
    parentSku: 'THR03',
    categoryKeys: ['textiles'],
    kind: 'throw',
    palette: ['#b23a3a', '#2b3a67'],
    nameEn: 'Chadorshab Checked Throw',
    nameFa: 'روانداز چادرشب',
    descriptionEn:
      'Woven in Gilan on narrow looms, after the chadorshab, the checked cloth once used to wrap and carry bedding. Cotton warp, wool weft and bold red-and-indigo checks.',
    descriptionFa:
      'در گیلان روی دارهای باریک و به شیوهٔ چادرشب بافته می‌شود؛ همان پارچهٔ چهارخانه‌ای که روزگاری رختخواب را در آن می‌پیچیدند. تارش پنبه است، پودش پشم و چهارخانه‌هایش درشت و قرمز و نیلی.',
    sizes: ['TS', 'TL'],
    packages: [1],
  },
  {
    parentSku: 'RUG01',
    categoryKeys: ['textiles'],
    kind: 'rug',
    palette: ['#7a4b3a', '#d8c6a8'],
    nameEn: 'Zagros Hand-Knotted Rug',
    nameFa: 'فرش دست‌باف زاگرس',
    descriptionEn:
      'Hand-knotted in Chaharmahal from hand-spun wool dyed with walnut husk and madder. Instead of a traditional medallion, a quiet, abstract field of mountain ridges.',
    descriptionFa:
      'در چهارمحال با پشم دست‌ریس گره زده می‌شود و رنگش را از پوست گردو و روناس می‌گیرد. به‌جای ترنج سنتی، زمینه‌ای آرام و انتزاعی از خط‌الرأس کوه‌ها دارد.',
    sizes: ['RS', 'RM', 'RL'],
    packages: [1],
  },
  {
    parentSku: 'RUG02',
    categoryKeys: ['textiles'],
    kind: 'rug',
    palette: ['#c98a3d', '#5b6b3a'],
    nameEn: 'Dasht Gabbeh Rug',
    nameFa: 'گبهٔ دشت',
    descriptionEn:
      'A gabbeh knotted by Qashqai weavers near Shiraz, with coarse knots and a deep, springy pile. A saffron field with a few small figures scattered wherever the weaver chose to put them.',
    descriptionFa:
      'گبه‌ای پرزبلند که بافندگان قشقایی در اطراف شیراز با گره‌های درشت می‌بافند و زیر پا نرم و فنری است. زمینه‌ای زعفرانی با چند نقش کوچک پراکنده، هر جا که دل بافنده خواسته.',
    sizes: ['RS', 'RM', 'RL'],
    packages: [1],
  },
  {
    parentSku: 'RUG03',
    categoryKeys: ['textiles'],
    kind: 'rug',
    palette: ['#b99b6b', '#e8dcc4'],
    nameEn: 'Sahra Jute Flatweave Rug',
    nameFa: 'گلیم کنفی صحرا',
    descriptionEn:
      'A flat-woven jute rug with a herringbone texture and a cotton-bound edge. Hard-wearing enough for hallways and kitchens; vacuum it without the rotating brush.',
    descriptionFa:
      'زیراندازی تخت‌باف از کنف با بافت جناغی و لبه‌دوزی نخی. برای راهرو و آشپزخانه به‌اندازهٔ کافی مقاوم است؛ فقط جاروبرقی را بدون برس چرخان رویش بکشید.',
    sizes: ['RS', 'RM', 'RL'],
    packages: [1],
  },

  // --- Objects & furniture -----------------------------------------------
  {
    parentSku: 'CND01',
    categoryKeys: ['objects'],
    kind: 'candle',
    palette: ['#a8322d', '#f1c27d'],
    nameEn: 'Sorkh Beeswax Pillar Candles',
    nameFa: 'شمع موم عسل سرخ',
    descriptionEn:
      'A pair of hand-dipped pillar candles in pure beeswax from hives on the slopes of Sabalan, coloured a deep red. They burn slowly, with a faint smell of honey.',
    descriptionFa:
      'یک جفت شمع ستونی از موم خالص زنبور عسل که از کندوهای دامنهٔ سبلان می‌آید و با غوطه‌وری دستی رنگ سرخ تیره می‌گیرد. آرام می‌سوزند و بوی ملایم عسل می‌دهند.',
    sizes: ['OS'],
  },
  {
    parentSku: 'CND02',
    categoryKeys: ['objects'],
    kind: 'candle',
    palette: ['#6b4f6e', '#e6d5c3'],
    nameEn: 'Anjir Scented Candle',
    nameFa: 'شمع معطر انجیر',
    descriptionEn:
      'Soy wax scented with fig leaf and cedarwood, poured into a small glazed stoneware pot that makes a good planter once the candle is finished. About 40 hours of burning time.',
    descriptionFa:
      'موم سویا با رایحهٔ برگ انجیر و چوب سدر، ریخته در ظرف کوچک استون‌ور لعاب‌دار که بعد از تمام شدن شمع، گلدان خوبی برای یک کاکتوس می‌شود. حدود ۴۰ ساعت می‌سوزد.',
    sizes: ['OS'],
  },
  {
    parentSku: 'PRT01',
    categoryKeys: ['objects'],
    kind: 'print',
    palette: ['#e07a4f', '#2f3b5c'],
    nameEn: 'Kavir Risograph Print',
    nameFa: 'چاپ ریسوگراف کویر',
    descriptionEn:
      'A two-colour risograph of the salt flats and dunes near Mesr, drawn by a Tehran illustrator and printed on heavy recycled paper. Unframed, signed and numbered in an edition of 100.',
    descriptionFa:
      'چاپ ریسوگراف دورنگ از شوره‌زارها و تپه‌های شنی نزدیک روستای مصر، کار یک تصویرگر تهرانی، روی کاغذ ضخیم بازیافتی. بدون قاب، امضاشده و شماره‌خورده، در شمارگان ۱۰۰ نسخه.',
    sizes: ['23', '34', '57'],
    packages: [1],
  },
  {
    parentSku: 'PRT02',
    categoryKeys: ['objects'],
    kind: 'print',
    palette: ['#5c7a4f', '#efe6d2'],
    nameEn: 'Golestan Botanical Print',
    nameFa: 'چاپ گیاهان گلستان',
    descriptionEn:
      'Wild tulips, irises and thistles from the Golestan forest, redrawn from a field sketchbook and printed as a giclée on cotton rag paper. Sent unframed, with a backing board to keep it flat.',
    descriptionFa:
      'لاله‌های وحشی، زنبق و خار جنگل گلستان که از روی دفترچهٔ طراحی میدانی دوباره کشیده و با چاپ ژیکله روی کاغذ پنبه‌ای تکثیر شده‌اند. بدون قاب و همراه با مقوای پشتی ارسال می‌شود تا صاف بماند.',
    sizes: ['23', '34', '57'],
    packages: [1],
    soldOut: ['23', '34', '57'],
  },
  {
    parentSku: 'CLK01',
    categoryKeys: ['objects'],
    kind: 'clock',
    palette: ['#6b4a33', '#efe4d1'],
    nameEn: 'Nimrooz Walnut Wall Clock',
    nameFa: 'ساعت دیواری گردوی نیمروز',
    descriptionEn:
      'A solid walnut face turned on the lathe, with slim brass hands and no numerals, only twelve small brass dots set into the wood. The sweep movement is silent and runs on one AA battery.',
    descriptionFa:
      'صفحه‌ای از چوب گردوی یکپارچه که خراطی شده، با عقربه‌های باریک برنجی و بدون عدد؛ فقط دوازده نقطهٔ کوچک برنجی که در چوب نشانده شده‌اند. موتورش بی‌صدا و پیوسته می‌چرخد و با یک باتری قلمی کار می‌کند.',
    sizes: ['30', '40', '50'],
    packages: [1],
  },
  {
    parentSku: 'CHR01',
    categoryKeys: ['objects'],
    kind: 'chair',
    palette: ['#c8a273', '#3b2f25'],
    nameEn: 'Sakoo Oak Stool',
    nameFa: 'چهارپایهٔ بلوط سکو',
    descriptionEn:
      'A four-legged stool in solid oak with a woven rush seat, made in a joinery in Rasht. Use it as a low seat, a bedside table or a step up to the top shelf.',
    descriptionFa:
      'چهارپایه‌ای از چوب بلوط یکپارچه با نشیمن حصیری بافته‌شده، ساخت یک کارگاه نجاری در رشت. هم نشیمن کوتاهی است، هم میز کنار تخت و هم پله‌ای برای رسیدن به قفسهٔ بالا.',
    sizes: ['OS'],
    packages: [1],
  },
  {
    parentSku: 'CHR02',
    categoryKeys: ['objects'],
    kind: 'chair',
    palette: ['#5a3b28', '#d6c2a1'],
    nameEn: 'Ayvan Walnut Lounge Chair',
    nameFa: 'صندلی راحتی گردوی ایوان',
    descriptionEn:
      'A low lounge chair in oiled walnut, with a seat and back of woven leather strips. Built to order in Tehran; allow about four weeks for making.',
    descriptionFa:
      'صندلی راحتی کوتاهی از چوب گردوی روغن‌خورده، با نشیمن و پشتی از نوارهای چرم بافته‌شده. در تهران و به سفارش شما ساخته می‌شود و آماده شدنش حدود چهار هفته طول می‌کشد.',
    sizes: ['OS'],
    packages: [1],
  },

  // --- Knitwear & scarves ------------------------------------------------
  {
    parentSku: 'SWT01',
    categoryKeys: ['apparel'],
    kind: 'sweater',
    palette: ['#3e4f5e', '#a7b4bf'],
    nameEn: 'Alborz Merino Sweater',
    nameFa: 'پلیور مرینو البرز',
    descriptionEn:
      'A crew-neck sweater in fine merino, knitted slowly on narrow-gauge machines in Tabriz and linked by hand at the shoulders. Mid-weight, and soft enough to wear against the skin.',
    descriptionFa:
      'پلیور یقه‌گرد از مرینوی نرم و نازک که در تبریز با ماشین‌های بافندگی ظریف‌باف و با حوصله بافته می‌شود و سرشانه‌هایش با دست به هم وصل می‌شود. ضخامتش متوسط است و آن‌قدر نرم که مستقیم روی پوست هم اذیت نمی‌کند.',
    sizes: ['XS', 'SM', 'MD', 'LG', 'XL'],
    packages: [1, 2],
    featured: true,
    soldOut: ['XL'],
  },
  {
    parentSku: 'SWT02',
    categoryKeys: ['apparel'],
    kind: 'sweater',
    palette: ['#8b6b4a', '#e3d3bd'],
    nameEn: 'Kuhpayeh Wool Cardigan',
    nameFa: 'ژاکت پشمی کوهپایه',
    descriptionEn:
      'A chunky shawl-collar cardigan in undyed wool from Kurdistan, with horn buttons and deep patch pockets. Cut roomy to go over a shirt or a light sweater.',
    descriptionFa:
      'ژاکتی ضخیم با یقهٔ شالی از پشم رنگ‌نشدهٔ کردستان، با دکمه‌های شاخی و جیب‌های بزرگ رودوز. گشاد دوخته شده تا روی پیراهن یا یک پلیور نازک پوشیده شود.',
    sizes: ['SM', 'MD', 'LG', 'XL'],
    packages: [1, 2],
  },
  {
    parentSku: 'SWT03',
    categoryKeys: ['apparel'],
    kind: 'sweater',
    palette: ['#4f5d3a', '#d9d2bf'],
    nameEn: 'Kaj Linen Overshirt',
    nameFa: 'اورشرت کتان کاج',
    descriptionEn:
      'A boxy overshirt in heavy pine-green linen, with two chest pockets and corozo buttons. Button it up as a shirt or wear it open as a light jacket.',
    descriptionFa:
      'اورشرتی با برش راسته از کتان ضخیم سبز کاجی، با دو جیب روی سینه و دکمه‌های کوروزو. دکمه‌هایش را که ببندید پیراهن است و باز که بگذارید، یک کت سبک.',
    sizes: ['SM', 'MD', 'LG', 'XL'],
    packages: [1, 2],
  },
  {
    parentSku: 'SCF01',
    categoryKeys: ['apparel', 'textiles'],
    kind: 'scarf',
    palette: ['#7d6a8a', '#d7cfe0'],
    nameEn: 'Damaneh Lambswool Wrap',
    nameFa: 'شال پشمی دامنه',
    descriptionEn:
      'A large wrap in soft lambswool, woven in Kerman and finished with twisted fringes. Wide enough to wear around the shoulders on cold mornings or to lay over a chair as a small throw.',
    descriptionFa:
      'شالی بزرگ از پشم نرم بره، بافت کرمان، با ریشه‌های تابیده. آن‌قدر پهن است که می‌توانید صبح‌های سرد آن را دور شانه بیندازید یا مثل یک روانداز کوچک روی صندلی پهن کنید.',
    sizes: ['OS'],
    packages: [1, 2],
  },
  {
    parentSku: 'SCF02',
    categoryKeys: ['apparel'],
    kind: 'scarf',
    palette: ['#7a1f3d', '#e0b354'],
    nameEn: 'Termeh Silk Scarf',
    nameFa: 'روسری ابریشمی ترمه',
    descriptionEn:
      'A square silk twill scarf printed with a boteh pattern taken from the termeh cloth of Yazd. The hems are rolled and stitched by hand in Tehran.',
    descriptionFa:
      'روسری مربعی از ابریشم سرژه با نقش بته‌جقه‌ای که از پارچه‌های ترمهٔ یزد گرفته شده است. لبه‌هایش در تهران با دست پیچ‌دوزی می‌شود.',
    sizes: ['OS'],
    packages: [1, 2],
  },

  // --- Bags --------------------------------------------------------------
  {
    parentSku: 'TOT01',
    categoryKeys: ['bags'],
    kind: 'tote',
    palette: ['#d9cbb0', '#2d3a4a'],
    nameEn: 'Karbas Waxed Canvas Tote',
    nameFa: 'کیف دستی کرباس',
    descriptionEn:
      'Heavy cotton canvas, waxed on the outside, with vegetable-tanned leather handles riveted at the corners. An inside pocket keeps keys and a phone from sinking to the bottom.',
    descriptionFa:
      'کرباس نخی ضخیم که رویش موم خورده، با دسته‌های چرم دباغی گیاهی که در گوشه‌ها پرچ شده‌اند. یک جیب داخلی دارد تا کلید و گوشی ته کیف گم نشوند.',
    sizes: ['SM', 'LG'],
    packages: [1, 2],
  },
  {
    parentSku: 'TOT02',
    categoryKeys: ['bags'],
    kind: 'tote',
    palette: ['#8a4b2a', '#2a1c14'],
    nameEn: 'Tabriz Leather Tote',
    nameFa: 'کیف چرمی تبریز',
    descriptionEn:
      'Cut and stitched by hand in Tabriz from full-grain cowhide that darkens and softens with use. Unlined, with a magnetic closure and a detachable key strap.',
    descriptionFa:
      'در تبریز از چرم گاوی تمام‌دانه با دست برش خورده و دوخته شده و با استفاده، تیره‌تر و نرم‌تر می‌شود. آستر ندارد و یک بست مغناطیسی و بند جاکلیدی جداشدنی دارد.',
    sizes: ['OS'],
    packages: [1, 2],
  },
  {
    parentSku: 'TOT03',
    categoryKeys: ['bags'],
    kind: 'tote',
    palette: ['#b5452b', '#2f4858'],
    nameEn: 'Bazaar Kilim Market Bag',
    nameFa: 'زنبیل گلیمی بازار',
    descriptionEn:
      'A roomy market bag made from offcuts of flat-woven kilim, with a canvas back and a cotton lining. Each one is cut from a different piece, so no two patterns match.',
    descriptionFa:
      'زنبیلی جادار از تکه‌های باقی‌ماندهٔ گلیم، با پشت کرباسی و آستر نخی. هر کدام از تکه‌ای جدا بریده می‌شود، پس نقش هیچ دو زنبیلی یکی نیست.',
    sizes: ['SM', 'LG'],
    packages: [1, 2],
    featured: true,
  },
];

// ---------------------------------------------------------------------------
// Home page banners. Descriptions use "\n" between lines.
// ---------------------------------------------------------------------------

export const demoBanners: DemoBanner[] = [
  {
    kind: 'vase',
    palette: ['#d8c3a5', '#8a6a4b'],
    titleEn: 'Thrown in Lalejin',
    titleFa: 'از کارگاه‌های لالجین',
    descriptionEn: 'Stoneware vases and bowls\nglazed by hand in small batches',
    descriptionFa: 'گلدان‌ها و کاسه‌های استون‌ور\nکه با دست و به تعداد محدود لعاب می‌خورند',
    alignContent: 'start',
    categoryKey: 'ceramics',
  },
  {
    kind: 'pendant',
    palette: ['#c49a4a', '#1e1c1a'],
    titleEn: 'Light for long evenings',
    titleFa: 'نوری برای شب‌های بلند',
    descriptionEn: 'Spun brass, rattan and blown glass\nwired and tested in our Tehran studio',
    descriptionFa: 'برنج، رتان و شیشهٔ فوتی\nسیم‌کشی‌شده و آزمایش‌شده در استودیوی ما در تهران',
    alignContent: 'center',
    categoryKey: 'lighting',
  },
  {
    kind: 'throw',
    palette: ['#cbd6c4', '#6f7f68'],
    titleEn: 'Woven for cooler days',
    titleFa: 'بافته‌هایی برای روزهای خنک',
    descriptionEn: 'Linen & wool throws and cushions\nfrom looms in Yazd, Kashan and Gilan\nnew colours each autumn',
    descriptionFa: 'روانداز و کوسن از کتان و پشم\nبافته روی دارهای یزد، کاشان و گیلان\nهر پاییز با رنگ‌های تازه',
    alignContent: 'end',
    categoryKey: 'textiles',
  },
];

// ---------------------------------------------------------------------------
// Packaging units; a family sells in all three unless it names its own.
// ---------------------------------------------------------------------------

export const demoPackages: DemoPackage[] = [
  { id: 1, titleEn: 'Single piece', titleFa: 'تک‌عددی', pieces: 1 },
  { id: 2, titleEn: 'Box of 6', titleFa: 'جعبهٔ ۶تایی', pieces: 6 },
  { id: 3, titleEn: 'Carton of 24', titleFa: 'کارتن ۲۴تایی', pieces: 24 },
];
