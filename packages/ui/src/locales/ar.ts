import {
  balanceAr,
  codeEntryAr,
  commonAr,
  controlsAr,
  deliveryAddressAr,
  feedbackAr,
  formsAr,
  numberSelectionAr,
  numbersAr,
  orderActionsAr,
  ordersAr,
  overlaysAr,
  paymentAr,
  pickersAr,
  signInFormAr,
  uploadAr,
  usageAr,
  usageHistoryAr,
  mapPageAr,
  shopCatalogueAr,
  shopCartAr,
} from '@gaia/domain';
import type { Translation } from '@gaia/domain';
import type { kitEn } from './en';

/**
 * The kit's Arabic catalogue: the same keys as ./en.ts (the type fails on a missing one), from the
 * Arabic areas of @gaia/domain. Loaded on demand by `loadKitMessages('ar')`; English is not
 * downloaded with it.
 */
export const kitAr: Translation<typeof kitEn> = {
  ...commonAr,
  ...controlsAr,
  ...feedbackAr,
  ...overlaysAr,
  ...pickersAr,
  ...codeEntryAr,
  ...balanceAr,
  ...formsAr,
  ...numbersAr,
  ...ordersAr,
  ...numberSelectionAr,
  ...deliveryAddressAr,
  ...uploadAr,
  ...usageAr,
  ...paymentAr,
  ...orderActionsAr,
  ...usageHistoryAr,
  ...mapPageAr,
  ...shopCatalogueAr,
  ...shopCartAr,
  gaia_password_show: signInFormAr.gaia_password_show,
  gaia_password_hide: signInFormAr.gaia_password_hide,
  gaia_password_paste_blocked: signInFormAr.gaia_password_paste_blocked,
};
