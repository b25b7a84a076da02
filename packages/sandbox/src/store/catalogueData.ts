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

/** A SKU's seed: its attribute values (in the product's attribute order), price, stock and image file without .svg. */
type SkuSeed = [values: string[], price: number, stock: number, image: string];

interface ProductSeed extends CatalogueProductRecord {
  skus: SkuSeed[];
}

/** What a product states beyond its category: its names and its SKUs. */
interface ProductText {
  name: Bilingual;
  description: Bilingual;
  skus: SkuSeed[];
}

const FEATURED = true;
const LISTED = false;

/** The product factory of a category, whose SKUs all vary by `attrCodes`. */
function productsOf(catgId: ShopCategoryId, attrCodes: string[]) {
  return (
    productId: string,
    brand: string,
    featured: boolean,
    { name, description, skus }: ProductText,
  ): ProductSeed => ({
    productId,
    name,
    brand,
    catgId,
    featured,
    description,
    attrCodes,
    skus,
  });
}

const phone = productsOf('phones', ['colour', 'storage']);
const sim = productsOf('sims', ['simType']);
const router = productsOf('routers', ['colour']);
const accessory = productsOf('accessories', ['colour']);
const bundle = productsOf('bundles', ['colour']);

const SEEDS: ProductSeed[] = [
  phone('P-X12', 'Aurora', FEATURED, {
    name: { en: 'Aurora X12', ar: 'أورورا X12' },
    description: {
      en: '6.1-inch display, dual camera, all-day battery.',
      ar: 'شاشة 6.1 بوصة، كاميرا مزدوجة، بطارية تدوم طوال اليوم.',
    },
    skus: [
      [['midnight', '128'], 699, 25, 'phone-midnight'],
      [['midnight', '256'], 799, 4, 'phone-midnight'],
      [['silver', '128'], 699, 12, 'phone-silver'],
      [['silver', '256'], 799, 0, 'phone-silver'],
    ],
  }),
  phone('P-X12PRO', 'Aurora', FEATURED, {
    name: { en: 'Aurora X12 Pro', ar: 'أورورا X12 برو' },
    description: {
      en: '6.7-inch display, triple camera with 5x zoom.',
      ar: 'شاشة 6.7 بوصة، كاميرا ثلاثية بتقريب 5x.',
    },
    skus: [
      [['graphite', '256'], 1099, 8, 'phone-graphite'],
      [['graphite', '512'], 1199, 3, 'phone-graphite'],
      [['blue', '256'], 1099, 6, 'phone-blue'],
    ],
  }),
  phone('P-N9', 'Nimbus', FEATURED, {
    name: { en: 'Nimbus 9', ar: 'نيمبس 9' },
    description: {
      en: 'Bright 6.4-inch screen and a 50 MP camera.',
      ar: 'شاشة ساطعة 6.4 بوصة وكاميرا 50 ميغابكسل.',
    },
    skus: [
      [['black', '128'], 449, 30, 'phone-black'],
      [['black', '256'], 529, 10, 'phone-black'],
      [['green', '128'], 449, 14, 'phone-green'],
      [['green', '256'], 529, 2, 'phone-green'],
    ],
  }),
  phone('P-N9L', 'Nimbus', LISTED, {
    name: { en: 'Nimbus 9 Lite', ar: 'نيمبس 9 لايت' },
    description: {
      en: 'Light and simple, with a two-day battery.',
      ar: 'خفيف وبسيط، ببطارية تدوم يومين.',
    },
    skus: [
      [['black', '64'], 229, 40, 'phone-black'],
      [['white', '64'], 229, 22, 'phone-white'],
    ],
  }),
  phone('P-KFOLD', 'Kestrel', LISTED, {
    name: { en: 'Kestrel Fold', ar: 'كيستريل فولد' },
    description: { en: 'A tablet that folds into a phone.', ar: 'جهاز لوحي ينطوي ليصبح هاتفاً.' },
    skus: [[['black', '512'], 1799, 0, 'fold-black']],
  }),
  phone('P-KA5', 'Kestrel', LISTED, {
    name: { en: 'Kestrel A5', ar: 'كيستريل A5' },
    description: { en: 'A dependable everyday phone.', ar: 'هاتف يومي يعتمد عليه.' },
    skus: [
      [['blue', '64'], 179, 18, 'phone-blue'],
      [['blue', '128'], 209, 9, 'phone-blue'],
      [['black', '64'], 179, 0, 'phone-black'],
      [['black', '128'], 209, 11, 'phone-black'],
    ],
  }),
  sim('P-SIMPRE', 'Gaia', FEATURED, {
    name: { en: 'Prepaid starter SIM', ar: 'شريحة مسبقة الدفع للمبتدئين' },
    description: {
      en: 'A new number with 1 GB and 30 minutes to start.',
      ar: 'رقم جديد مع 1 غيغابايت و30 دقيقة للبداية.',
    },
    skus: [
      [['physical'], 5, 500, 'sim-physical'],
      [['esim'], 5, 500, 'sim-esim'],
    ],
  }),
  sim('P-SIMPOST', 'Gaia', LISTED, {
    name: { en: 'Postpaid SIM 20 GB', ar: 'شريحة آجلة الدفع 20 غيغابايت' },
    description: {
      en: 'A monthly plan with 20 GB and unlimited calls.',
      ar: 'باقة شهرية مع 20 غيغابايت ومكالمات غير محدودة.',
    },
    skus: [
      [['physical'], 25, 300, 'sim-physical'],
      [['esim'], 25, 300, 'sim-esim'],
    ],
  }),
  sim('P-SIMDATA', 'Gaia', LISTED, {
    name: { en: 'Data-only SIM', ar: 'شريحة بيانات فقط' },
    description: {
      en: 'For tablets and routers: 50 GB a month.',
      ar: 'للأجهزة اللوحية والموجهات: 50 غيغابايت شهرياً.',
    },
    skus: [
      [['physical'], 15, 200, 'sim-physical'],
      [['esim'], 15, 0, 'sim-esim'],
    ],
  }),
  router('P-RFIBRE', 'Nimbus', LISTED, {
    name: { en: 'Fibre router AX3000', ar: 'موجه ألياف AX3000' },
    description: { en: 'Wi-Fi 6 for the whole home.', ar: 'واي فاي 6 للمنزل كله.' },
    skus: [[['white'], 129, 15, 'router-white']],
  }),
  router('P-RMIFI', 'Kestrel', FEATURED, {
    name: { en: '4G pocket MiFi', ar: 'جهاز MiFi جيب 4G' },
    description: {
      en: 'Internet for up to 10 devices on the go.',
      ar: 'إنترنت لما يصل إلى 10 أجهزة أثناء التنقل.',
    },
    skus: [
      [['black'], 59, 35, 'mifi-black'],
      [['white'], 59, 3, 'mifi-white'],
    ],
  }),
  router('P-R5G', 'Aurora', LISTED, {
    name: { en: '5G home router', ar: 'موجه منزلي 5G' },
    description: { en: 'Fibre speeds without the fibre.', ar: 'سرعات الألياف بلا ألياف.' },
    skus: [[['white'], 249, 7, 'router-white']],
  }),
  accessory('P-CHG30', 'Aurora', LISTED, {
    name: { en: 'USB-C charger 30 W', ar: 'شاحن USB-C بقوة 30 واط' },
    description: {
      en: 'Fast charging for phones and tablets.',
      ar: 'شحن سريع للهواتف والأجهزة اللوحية.',
    },
    skus: [
      [['white'], 25, 60, 'charger-white'],
      [['black'], 25, 45, 'charger-black'],
    ],
  }),
  accessory('P-BUDS', 'Nimbus', FEATURED, {
    name: { en: 'Nimbus Buds', ar: 'سماعات نيمبس' },
    description: {
      en: 'Wireless earbuds with noise cancelling.',
      ar: 'سماعات لاسلكية مع إلغاء الضوضاء.',
    },
    skus: [
      [['black'], 89, 20, 'buds-black'],
      [['white'], 89, 16, 'buds-white'],
    ],
  }),
  accessory('P-CASEX12', 'Aurora', LISTED, {
    name: { en: 'Aurora X12 case', ar: 'غطاء أورورا X12' },
    description: {
      en: 'Slim protective case for the Aurora X12.',
      ar: 'غطاء واقٍ رفيع لهاتف أورورا X12.',
    },
    skus: [
      [['black'], 19, 50, 'case-black'],
      [['clear'], 19, 50, 'case-clear'],
      [['blue'], 19, 0, 'case-blue'],
    ],
  }),
  accessory('P-PBANK', 'Kestrel', LISTED, {
    name: { en: 'Power bank 10,000 mAh', ar: 'بنك طاقة 10,000 مللي أمبير' },
    description: {
      en: 'Two full phone charges in your pocket.',
      ar: 'شحنتان كاملتان للهاتف في جيبك.',
    },
    skus: [[['black'], 35, 28, 'powerbank-black']],
  }),
  accessory('P-GLASS', 'Aurora', LISTED, {
    name: { en: 'Screen protector', ar: 'واقي الشاشة' },
    description: { en: 'Tempered glass, bubble-free fitting.', ar: 'زجاج مقوى، تركيب بلا فقاعات.' },
    skus: [[['clear'], 12, 80, 'glass-clear']],
  }),
  bundle('P-BSTART', 'Nimbus', FEATURED, {
    name: { en: 'Starter bundle', ar: 'باقة البداية' },
    description: {
      en: 'Nimbus 9 Lite with a prepaid starter SIM.',
      ar: 'نيمبس 9 لايت مع شريحة مسبقة الدفع للمبتدئين.',
    },
    skus: [[['black'], 219, 10, 'bundle-start']],
  }),
  bundle('P-BHOME', 'Aurora', LISTED, {
    name: { en: 'Home internet bundle', ar: 'باقة إنترنت المنزل' },
    description: {
      en: '5G home router with a data-only SIM.',
      ar: 'موجه منزلي 5G مع شريحة بيانات فقط.',
    },
    skus: [[['white'], 255, 5, 'bundle-home']],
  }),
  bundle('P-BTRAVEL', 'Kestrel', LISTED, {
    name: { en: 'Travel bundle', ar: 'باقة السفر' },
    description: { en: '4G pocket MiFi with a power bank.', ar: 'جهاز MiFi جيب 4G مع بنك طاقة.' },
    skus: [[['black'], 85, 12, 'bundle-travel']],
  }),
];

function skuName(
  product: CatalogueProductRecord,
  attrs: Record<string, string>,
  language: keyof Bilingual,
): string {
  const values = product.attrCodes.map(
    (code) => VALUE_NAMES[attrs[code] ?? '']?.[language] ?? attrs[code],
  );
  return [product.name[language], ...values].join(' ');
}

/** The seeded products, in catalogue order. */
export function seedProducts(): CatalogueProductRecord[] {
  return SEEDS.map(({ skus: _skus, ...product }) => structuredClone(product));
}

/** The seeded SKUs: ids <productId>-<n> (P-X12-1 …). */
export function seedSkus(): CatalogueSkuRecord[] {
  return SEEDS.flatMap(({ skus, ...product }) =>
    skus.map(([values, price, stock, image], index) => {
      const attrs = Object.fromEntries(product.attrCodes.map((code, at) => [code, values[at]!]));
      return {
        skuId: `${product.productId}-${index + 1}`,
        productId: product.productId,
        name: skuName(product, attrs, 'en'),
        nameAr: skuName(product, attrs, 'ar'),
        attrs,
        price,
        image: `${SHOP_IMAGE_PATH}${image}.svg`,
        stock,
      };
    }),
  );
}
