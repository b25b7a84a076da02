import type { ShopCategoryId } from '@gaia/domain';

/**
 * The sandbox's shop catalogue (F4.1): 20 products, 40 SKUs, prices in USD, images drawn by the project
 * (packages/sandbox/assets/shop). Some SKU combinations do not exist (Aurora X12 Pro blue 512 GB) and
 * some are out of stock (Aurora X12 silver 256 GB, the whole Kestrel Fold), so the screens' SKU choice
 * and stock rules have something to show.
 */

/** Words in both languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** A product as the book keeps it. */
export interface CatalogueProductRecord {
  productId: string;
  name: Bilingual;
  brand: string;
  catgId: ShopCategoryId;
  description: Bilingual;
  /** The attribute codes the SKUs vary by, in display order. */
  attrCodes: string[];
  /** Shown on the shop's featured floor. */
  featured: boolean;
}

/** A SKU as the book keeps it (the shared contract: { skuId, productId, name, attrs, price, image }). */
export interface CatalogueSkuRecord {
  skuId: string;
  productId: string;
  /** English name; `nameAr` is the Arabic one. */
  name: string;
  nameAr: string;
  attrs: Record<string, string>;
  /** Unit price, USD. */
  price: number;
  /** Image path served by the sandbox. */
  image: string;
  /** Units in the online warehouse (delivery). */
  stock: number;
}

/** Attribute names. */
export const ATTRIBUTE_NAMES: Readonly<Record<string, Bilingual>> = {
  colour: { en: 'Colour', ar: 'اللون' },
  storage: { en: 'Storage', ar: 'السعة' },
  simType: { en: 'SIM type', ar: 'نوع الشريحة' },
};

/** Attribute value names, and a swatch for colours. */
export const VALUE_NAMES: Readonly<Record<string, Bilingual & { swatch?: string }>> = {
  midnight: { en: 'Midnight', ar: 'أسود ليلي', swatch: '#1f2937' },
  silver: { en: 'Silver', ar: 'فضي', swatch: '#c0c4cc' },
  graphite: { en: 'Graphite', ar: 'جرافيت', swatch: '#4b5563' },
  blue: { en: 'Blue', ar: 'أزرق', swatch: '#2563eb' },
  black: { en: 'Black', ar: 'أسود', swatch: '#111827' },
  green: { en: 'Green', ar: 'أخضر', swatch: '#15803d' },
  white: { en: 'White', ar: 'أبيض', swatch: '#f9fafb' },
  clear: { en: 'Clear', ar: 'شفاف', swatch: '#e5e7eb' },
  '64': { en: '64 GB', ar: '64 غيغابايت' },
  '128': { en: '128 GB', ar: '128 غيغابايت' },
  '256': { en: '256 GB', ar: '256 غيغابايت' },
  '512': { en: '512 GB', ar: '512 غيغابايت' },
  physical: { en: 'Physical SIM', ar: 'شريحة فعلية' },
  esim: { en: 'eSIM', ar: 'شريحة إلكترونية' },
};

/** Images are served under this path. */
export const SHOP_IMAGE_PATH = '/ecare/shop/image/';

interface ProductSeed extends CatalogueProductRecord {
  /** [attrs, price, stock, image file without .svg] per SKU. */
  skus: [Record<string, string>, number, number, string][];
}

const p = (seed: ProductSeed): ProductSeed => seed;

const SEEDS: ProductSeed[] = [
  p({
    productId: 'P-X12', name: { en: 'Aurora X12', ar: 'أورورا X12' }, brand: 'Aurora', catgId: 'phones', featured: true,
    description: { en: '6.1-inch display, dual camera, all-day battery.', ar: 'شاشة 6.1 بوصة، كاميرا مزدوجة، بطارية تدوم طوال اليوم.' },
    attrCodes: ['colour', 'storage'],
    skus: [
      [{ colour: 'midnight', storage: '128' }, 699, 25, 'phone-midnight'],
      [{ colour: 'midnight', storage: '256' }, 799, 4, 'phone-midnight'],
      [{ colour: 'silver', storage: '128' }, 699, 12, 'phone-silver'],
      [{ colour: 'silver', storage: '256' }, 799, 0, 'phone-silver'],
    ],
  }),
  p({
    productId: 'P-X12PRO', name: { en: 'Aurora X12 Pro', ar: 'أورورا X12 برو' }, brand: 'Aurora', catgId: 'phones', featured: true,
    description: { en: '6.7-inch display, triple camera with 5x zoom.', ar: 'شاشة 6.7 بوصة، كاميرا ثلاثية بتقريب 5x.' },
    attrCodes: ['colour', 'storage'],
    skus: [
      [{ colour: 'graphite', storage: '256' }, 1099, 8, 'phone-graphite'],
      [{ colour: 'graphite', storage: '512' }, 1199, 3, 'phone-graphite'],
      [{ colour: 'blue', storage: '256' }, 1099, 6, 'phone-blue'],
    ],
  }),
  p({
    productId: 'P-N9', name: { en: 'Nimbus 9', ar: 'نيمبس 9' }, brand: 'Nimbus', catgId: 'phones', featured: true,
    description: { en: 'Bright 6.4-inch screen and a 50 MP camera.', ar: 'شاشة ساطعة 6.4 بوصة وكاميرا 50 ميغابكسل.' },
    attrCodes: ['colour', 'storage'],
    skus: [
      [{ colour: 'black', storage: '128' }, 449, 30, 'phone-black'],
      [{ colour: 'black', storage: '256' }, 529, 10, 'phone-black'],
      [{ colour: 'green', storage: '128' }, 449, 14, 'phone-green'],
      [{ colour: 'green', storage: '256' }, 529, 2, 'phone-green'],
    ],
  }),
  p({
    productId: 'P-N9L', name: { en: 'Nimbus 9 Lite', ar: 'نيمبس 9 لايت' }, brand: 'Nimbus', catgId: 'phones', featured: false,
    description: { en: 'Light and simple, with a two-day battery.', ar: 'خفيف وبسيط، ببطارية تدوم يومين.' },
    attrCodes: ['colour', 'storage'],
    skus: [
      [{ colour: 'black', storage: '64' }, 229, 40, 'phone-black'],
      [{ colour: 'white', storage: '64' }, 229, 22, 'phone-white'],
    ],
  }),
  p({
    productId: 'P-KFOLD', name: { en: 'Kestrel Fold', ar: 'كيستريل فولد' }, brand: 'Kestrel', catgId: 'phones', featured: false,
    description: { en: 'A tablet that folds into a phone.', ar: 'جهاز لوحي ينطوي ليصبح هاتفاً.' },
    attrCodes: ['colour', 'storage'],
    skus: [[{ colour: 'black', storage: '512' }, 1799, 0, 'fold-black']],
  }),
  p({
    productId: 'P-KA5', name: { en: 'Kestrel A5', ar: 'كيستريل A5' }, brand: 'Kestrel', catgId: 'phones', featured: false,
    description: { en: 'A dependable everyday phone.', ar: 'هاتف يومي يعتمد عليه.' },
    attrCodes: ['colour', 'storage'],
    skus: [
      [{ colour: 'blue', storage: '64' }, 179, 18, 'phone-blue'],
      [{ colour: 'blue', storage: '128' }, 209, 9, 'phone-blue'],
      [{ colour: 'black', storage: '64' }, 179, 0, 'phone-black'],
      [{ colour: 'black', storage: '128' }, 209, 11, 'phone-black'],
    ],
  }),
  p({
    productId: 'P-SIMPRE', name: { en: 'Prepaid starter SIM', ar: 'شريحة مسبقة الدفع للمبتدئين' }, brand: 'Gaia', catgId: 'sims', featured: true,
    description: { en: 'A new number with 1 GB and 30 minutes to start.', ar: 'رقم جديد مع 1 غيغابايت و30 دقيقة للبداية.' },
    attrCodes: ['simType'],
    skus: [
      [{ simType: 'physical' }, 5, 500, 'sim-physical'],
      [{ simType: 'esim' }, 5, 500, 'sim-esim'],
    ],
  }),
  p({
    productId: 'P-SIMPOST', name: { en: 'Postpaid SIM 20 GB', ar: 'شريحة آجلة الدفع 20 غيغابايت' }, brand: 'Gaia', catgId: 'sims', featured: false,
    description: { en: 'A monthly plan with 20 GB and unlimited calls.', ar: 'باقة شهرية مع 20 غيغابايت ومكالمات غير محدودة.' },
    attrCodes: ['simType'],
    skus: [
      [{ simType: 'physical' }, 25, 300, 'sim-physical'],
      [{ simType: 'esim' }, 25, 300, 'sim-esim'],
    ],
  }),
  p({
    productId: 'P-SIMDATA', name: { en: 'Data-only SIM', ar: 'شريحة بيانات فقط' }, brand: 'Gaia', catgId: 'sims', featured: false,
    description: { en: 'For tablets and routers: 50 GB a month.', ar: 'للأجهزة اللوحية والموجهات: 50 غيغابايت شهرياً.' },
    attrCodes: ['simType'],
    skus: [
      [{ simType: 'physical' }, 15, 200, 'sim-physical'],
      [{ simType: 'esim' }, 15, 0, 'sim-esim'],
    ],
  }),
  p({
    productId: 'P-RFIBRE', name: { en: 'Fibre router AX3000', ar: 'موجه ألياف AX3000' }, brand: 'Nimbus', catgId: 'routers', featured: false,
    description: { en: 'Wi-Fi 6 for the whole home.', ar: 'واي فاي 6 للمنزل كله.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'white' }, 129, 15, 'router-white']],
  }),
  p({
    productId: 'P-RMIFI', name: { en: '4G pocket MiFi', ar: 'جهاز MiFi جيب 4G' }, brand: 'Kestrel', catgId: 'routers', featured: true,
    description: { en: 'Internet for up to 10 devices on the go.', ar: 'إنترنت لما يصل إلى 10 أجهزة أثناء التنقل.' },
    attrCodes: ['colour'],
    skus: [
      [{ colour: 'black' }, 59, 35, 'mifi-black'],
      [{ colour: 'white' }, 59, 3, 'mifi-white'],
    ],
  }),
  p({
    productId: 'P-R5G', name: { en: '5G home router', ar: 'موجه منزلي 5G' }, brand: 'Aurora', catgId: 'routers', featured: false,
    description: { en: 'Fibre speeds without the fibre.', ar: 'سرعات الألياف بلا ألياف.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'white' }, 249, 7, 'router-white']],
  }),
  p({
    productId: 'P-CHG30', name: { en: 'USB-C charger 30 W', ar: 'شاحن USB-C بقوة 30 واط' }, brand: 'Aurora', catgId: 'accessories', featured: false,
    description: { en: 'Fast charging for phones and tablets.', ar: 'شحن سريع للهواتف والأجهزة اللوحية.' },
    attrCodes: ['colour'],
    skus: [
      [{ colour: 'white' }, 25, 60, 'charger-white'],
      [{ colour: 'black' }, 25, 45, 'charger-black'],
    ],
  }),
  p({
    productId: 'P-BUDS', name: { en: 'Nimbus Buds', ar: 'سماعات نيمبس' }, brand: 'Nimbus', catgId: 'accessories', featured: true,
    description: { en: 'Wireless earbuds with noise cancelling.', ar: 'سماعات لاسلكية مع إلغاء الضوضاء.' },
    attrCodes: ['colour'],
    skus: [
      [{ colour: 'black' }, 89, 20, 'buds-black'],
      [{ colour: 'white' }, 89, 16, 'buds-white'],
    ],
  }),
  p({
    productId: 'P-CASEX12', name: { en: 'Aurora X12 case', ar: 'غطاء أورورا X12' }, brand: 'Aurora', catgId: 'accessories', featured: false,
    description: { en: 'Slim protective case for the Aurora X12.', ar: 'غطاء واقٍ رفيع لهاتف أورورا X12.' },
    attrCodes: ['colour'],
    skus: [
      [{ colour: 'black' }, 19, 50, 'case-black'],
      [{ colour: 'clear' }, 19, 50, 'case-clear'],
      [{ colour: 'blue' }, 19, 0, 'case-blue'],
    ],
  }),
  p({
    productId: 'P-PBANK', name: { en: 'Power bank 10,000 mAh', ar: 'بنك طاقة 10,000 مللي أمبير' }, brand: 'Kestrel', catgId: 'accessories', featured: false,
    description: { en: 'Two full phone charges in your pocket.', ar: 'شحنتان كاملتان للهاتف في جيبك.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'black' }, 35, 28, 'powerbank-black']],
  }),
  p({
    productId: 'P-GLASS', name: { en: 'Screen protector', ar: 'واقي الشاشة' }, brand: 'Aurora', catgId: 'accessories', featured: false,
    description: { en: 'Tempered glass, bubble-free fitting.', ar: 'زجاج مقوى، تركيب بلا فقاعات.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'clear' }, 12, 80, 'glass-clear']],
  }),
  p({
    productId: 'P-BSTART', name: { en: 'Starter bundle', ar: 'باقة البداية' }, brand: 'Nimbus', catgId: 'bundles', featured: true,
    description: { en: 'Nimbus 9 Lite with a prepaid starter SIM.', ar: 'نيمبس 9 لايت مع شريحة مسبقة الدفع للمبتدئين.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'black' }, 219, 10, 'bundle-start']],
  }),
  p({
    productId: 'P-BHOME', name: { en: 'Home internet bundle', ar: 'باقة إنترنت المنزل' }, brand: 'Aurora', catgId: 'bundles', featured: false,
    description: { en: '5G home router with a data-only SIM.', ar: 'موجه منزلي 5G مع شريحة بيانات فقط.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'white' }, 255, 5, 'bundle-home']],
  }),
  p({
    productId: 'P-BTRAVEL', name: { en: 'Travel bundle', ar: 'باقة السفر' }, brand: 'Kestrel', catgId: 'bundles', featured: false,
    description: { en: '4G pocket MiFi with a power bank.', ar: 'جهاز MiFi جيب 4G مع بنك طاقة.' },
    attrCodes: ['colour'],
    skus: [[{ colour: 'black' }, 85, 12, 'bundle-travel']],
  }),
];

function skuName(product: CatalogueProductRecord, attrs: Record<string, string>, language: keyof Bilingual): string {
  const values = product.attrCodes.map((code) => VALUE_NAMES[attrs[code] ?? '']?.[language] ?? attrs[code]);
  return [product.name[language], ...values].join(' ');
}

/** The seeded products, in catalogue order. */
export function seedProducts(): CatalogueProductRecord[] {
  return SEEDS.map(({ skus: _skus, ...product }) => structuredClone(product));
}

/** The seeded SKUs: ids <productId>-<n> (P-X12-1 …). */
export function seedSkus(): CatalogueSkuRecord[] {
  return SEEDS.flatMap(({ skus, ...product }) =>
    skus.map(([attrs, price, stock, image], index) => ({
      skuId: `${product.productId}-${index + 1}`,
      productId: product.productId,
      name: skuName(product, attrs, 'en'),
      nameAr: skuName(product, attrs, 'ar'),
      attrs: { ...attrs },
      price,
      image: `${SHOP_IMAGE_PATH}${image}.svg`,
      stock,
    })),
  );
}
