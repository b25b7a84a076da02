import { seedProducts, seedSkus, type Bilingual } from './catalogueData';

/** An offer as the book keeps it (POST /ecare/ceeOffer/list). */
export interface OfferRecord {
  offerId: string;
  groupId: 'data' | 'plans' | 'devices';
  name: Bilingual;
  description: Bilingual;
  /** USD per validity period. */
  price: number;
  validityDays: number;
  /** The bundle product a device offer opens. */
  productId?: string;
}

const MONTH = 30;

/** A device offer: the bundle product `productId` of the catalogue, by its name and at its price, for a month. */
function deviceOffer(offerId: string, productId: string, description: Bilingual): OfferRecord {
  const product = seedProducts().find((candidate) => candidate.productId === productId);
  const sku = seedSkus().find((candidate) => candidate.productId === productId);
  if (!product || !sku) throw new Error(`No bundle ${productId} in the catalogue`);
  return {
    offerId,
    groupId: 'devices',
    price: sku.price,
    validityDays: MONTH,
    productId,
    name: product.name,
    description,
  };
}

/** The offers sold beside the catalogue: data bundles, monthly plans and device bundles (F4.1). */
export const OFFERS: readonly OfferRecord[] = [
  {
    offerId: 'OF-DATA-5',
    groupId: 'data',
    price: 5,
    validityDays: 7,
    name: { en: '5 GB weekly', ar: '5 غيغابايت أسبوعياً' },
    description: { en: '5 GB of data for 7 days.', ar: '5 غيغابايت من البيانات لمدة 7 أيام.' },
  },
  {
    offerId: 'OF-DATA-20',
    groupId: 'data',
    price: 15,
    validityDays: 30,
    name: { en: '20 GB monthly', ar: '20 غيغابايت شهرياً' },
    description: { en: '20 GB of data for 30 days.', ar: '20 غيغابايت من البيانات لمدة 30 يوماً.' },
  },
  {
    offerId: 'OF-PLAN-S',
    groupId: 'plans',
    price: 20,
    validityDays: 30,
    name: { en: 'Smart plan S', ar: 'الخطة الذكية S' },
    description: {
      en: '10 GB, 300 minutes and 100 SMS.',
      ar: '10 غيغابايت و300 دقيقة و100 رسالة.',
    },
  },
  {
    offerId: 'OF-PLAN-L',
    groupId: 'plans',
    price: 35,
    validityDays: 30,
    name: { en: 'Smart plan L', ar: 'الخطة الذكية L' },
    description: {
      en: '40 GB, unlimited calls and SMS.',
      ar: '40 غيغابايت ومكالمات ورسائل غير محدودة.',
    },
  },
  deviceOffer('OF-DEV-START', 'P-BSTART', {
    en: 'Nimbus 9 Lite and a prepaid SIM.',
    ar: 'نيمبس 9 لايت وشريحة مسبقة الدفع.',
  }),
  deviceOffer('OF-DEV-HOME', 'P-BHOME', {
    en: '5G home router and a data SIM.',
    ar: 'موجه منزلي 5G وشريحة بيانات.',
  }),
];
