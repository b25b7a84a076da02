/*
 * The message files the kit's components read, one export per file and locale, so that @gaia/ui
 * can ship its own per-locale catalogues (packages/ui/src/locales) without the portal's messages. The
 * area files stay the source of truth shared with the portal and the sandbox. Each file is a module
 * of its own: a bundle that imports the English files from a chunk loaded on demand carries them in
 * that chunk only, and never the Arabic ones.
 */
export { common as commonEn } from '../kernel/i18n/en/common';
export { controls as controlsEn } from '../kernel/i18n/en/controls';
export { feedback as feedbackEn } from '../kernel/i18n/en/feedback';
export { overlays as overlaysEn } from '../kernel/i18n/en/overlays';
export { pickers as pickersEn } from '../kernel/i18n/en/pickers';
export { forms as formsEn } from '../kernel/i18n/en/forms';
export { signInForm as signInFormEn } from '../sign-in/i18n/en/signInForm';
export { codeEntry as codeEntryEn } from '../sign-in/i18n/en/codeEntry';
export { deliveryAddress as deliveryAddressEn } from '../profile/i18n/en/deliveryAddress';
export { upload as uploadEn } from '../profile/i18n/en/upload';
export { balance as balanceEn } from '../subscriptions/i18n/en/balance';
export { usage as usageEn } from '../subscriptions/i18n/en/usage';
export { payment as paymentEn } from '../payments/i18n/en/payment';
export { orders as ordersEn } from '../orders/i18n/en/orders';
export { orderActions as orderActionsEn } from '../orders/i18n/en/orderActions';
export { numbers as numbersEn } from '../stores/i18n/en/numbers';
export { numberSelection as numberSelectionEn } from '../stores/i18n/en/numberSelection';
export { usageHistory as usageHistoryEn } from '../subscriptions/usageHistory/i18n/en/usageHistory';
export { mapPage as mapPageEn } from '../stores/map/i18n/en/mapPage';
export { shopCatalogue as shopCatalogueEn } from '../shop/catalogue/i18n/en/shopCatalogue';
export { shopCart as shopCartEn } from '../shop/cart/i18n/en/shopCart';

export { common as commonAr } from '../kernel/i18n/ar/common';
export { controls as controlsAr } from '../kernel/i18n/ar/controls';
export { feedback as feedbackAr } from '../kernel/i18n/ar/feedback';
export { overlays as overlaysAr } from '../kernel/i18n/ar/overlays';
export { pickers as pickersAr } from '../kernel/i18n/ar/pickers';
export { forms as formsAr } from '../kernel/i18n/ar/forms';
export { signInForm as signInFormAr } from '../sign-in/i18n/ar/signInForm';
export { codeEntry as codeEntryAr } from '../sign-in/i18n/ar/codeEntry';
export { deliveryAddress as deliveryAddressAr } from '../profile/i18n/ar/deliveryAddress';
export { upload as uploadAr } from '../profile/i18n/ar/upload';
export { balance as balanceAr } from '../subscriptions/i18n/ar/balance';
export { usage as usageAr } from '../subscriptions/i18n/ar/usage';
export { payment as paymentAr } from '../payments/i18n/ar/payment';
export { orders as ordersAr } from '../orders/i18n/ar/orders';
export { orderActions as orderActionsAr } from '../orders/i18n/ar/orderActions';
export { numbers as numbersAr } from '../stores/i18n/ar/numbers';
export { numberSelection as numberSelectionAr } from '../stores/i18n/ar/numberSelection';
export { usageHistory as usageHistoryAr } from '../subscriptions/usageHistory/i18n/ar/usageHistory';
export { mapPage as mapPageAr } from '../stores/map/i18n/ar/mapPage';
export { shopCatalogue as shopCatalogueAr } from '../shop/catalogue/i18n/ar/shopCatalogue';
export { shopCart as shopCartAr } from '../shop/cart/i18n/ar/shopCart';
