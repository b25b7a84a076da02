import {
  balanceEn,
  codeEntryEn,
  commonEn,
  controlsEn,
  deliveryAddressEn,
  feedbackEn,
  formsEn,
  numberSelectionEn,
  numbersEn,
  orderActionsEn,
  ordersEn,
  overlaysEn,
  paymentEn,
  pickersEn,
  signInFormEn,
  uploadEn,
  usageEn,
  usageHistoryEn,
  mapPageEn,
  shopCatalogueEn,
  shopCartEn,
} from '@gaia/domain';

/**
 * The kit's English catalogue: every key its components read, built from the areas of @gaia/domain
 * (the source of truth shared with the portal and the sandbox). Loaded on demand by
 * `loadKitMessages('en')`, never imported statically, so an Arabic app does not download it.
 * A component area added to the domain's catalogues is added here and in ./ar.ts.
 */
export const kitEn = {
  ...commonEn,
  ...controlsEn,
  ...feedbackEn,
  ...overlaysEn,
  ...pickersEn,
  ...codeEntryEn,
  ...balanceEn,
  ...formsEn,
  ...numbersEn,
  ...ordersEn,
  ...numberSelectionEn,
  ...deliveryAddressEn,
  ...uploadEn,
  ...usageEn,
  ...paymentEn,
  ...orderActionsEn,
  ...usageHistoryEn,
  ...mapPageEn,
  ...shopCatalogueEn,
  ...shopCartEn,
  // The password field's keys, in the sign-in area.
  gaia_password_show: signInFormEn.gaia_password_show,
  gaia_password_hide: signInFormEn.gaia_password_hide,
  gaia_password_paste_blocked: signInFormEn.gaia_password_paste_blocked,
} as const;

/** A key of the kit's own catalogue. */
export type KitMessageKey = keyof typeof kitEn;
