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

/**
 * A data bundle: `gigabytes` of data for `validityDays` days, named as it is sold (weekly, monthly).
 * Its description says both in each language (Arabic counts 3 to 10 days in the plural, more in the
 * singular).
 */
function dataOffer(
  offerId: string,
  price: number,
  validityDays: number,
  gigabytes: number,
  name: Bilingual,
): OfferRecord {
  const days = validityDays <= 10 ? 'أيام' : 'يوماً';
  return {
    offerId,
    groupId: 'data',
    price,
    validityDays,
    name,
    description: {
      en: `${gigabytes} GB of data for ${validityDays} days.`,
      ar: `${gigabytes} غيغابايت من البيانات لمدة ${validityDays} ${days}.`,
    },
  };
}

/** A monthly plan of the Smart range, by its size (S, L). */
function smartPlan(
  offerId: string,
  price: number,
  size: string,
  description: Bilingual,
): OfferRecord {
  return {
    offerId,
    groupId: 'plans',
    price,
    validityDays: MONTH,
    name: { en: `Smart plan ${size}`, ar: `الخطة الذكية ${size}` },
    description,
  };
}

/** The offers sold beside the catalogue: data bundles, monthly plans and device bundles (F4.1). */
export const OFFERS: readonly OfferRecord[] = [
  dataOffer('OF-DATA-5', 5, 7, 5, { en: '5 GB weekly', ar: '5 غيغابايت أسبوعياً' }),
  dataOffer('OF-DATA-20', 15, MONTH, 20, { en: '20 GB monthly', ar: '20 غيغابايت شهرياً' }),
  smartPlan('OF-PLAN-S', 20, 'S', {
    en: '10 GB, 300 minutes and 100 SMS.',
    ar: '10 غيغابايت و300 دقيقة و100 رسالة.',
  }),
  smartPlan('OF-PLAN-L', 35, 'L', {
    en: '40 GB, unlimited calls and SMS.',
    ar: '40 غيغابايت ومكالمات ورسائل غير محدودة.',
  }),
  deviceOffer('OF-DEV-START', 'P-BSTART', {
    en: 'Nimbus 9 Lite and a prepaid SIM.',
    ar: 'نيمبس 9 لايت وشريحة مسبقة الدفع.',
  }),
  deviceOffer('OF-DEV-HOME', 'P-BHOME', {
    en: '5G home router and a data SIM.',
    ar: 'موجه منزلي 5G وشريحة بيانات.',
  }),
];
