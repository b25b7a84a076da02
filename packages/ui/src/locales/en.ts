import {
  commonEn,
  kitBalanceEn,
  kitFormsEn,
  kitNumbersEn,
  kitOrdersEn,
  portalKitEn,
  signInEn,
  uiControlsEn,
  uiFeedbackEn,
  uiOverlaysEn,
  uiPickersEn,
  uiSignInEn,
} from '@gaia/domain';

/**
 * The kit's English catalogue: every key its components read, built from the areas of @gaia/domain
 * (the source of truth shared with the portal and the sandbox). Loaded on demand by
 * `loadKitMessages('en')`, never imported statically, so an Arabic app does not download it.
 * A component area added to the domain's catalogues is added here and in ./ar.ts.
 */
export const kitEn = {
  ...commonEn,
  ...uiControlsEn,
  ...uiFeedbackEn,
  ...uiOverlaysEn,
  ...uiPickersEn,
  ...uiSignInEn,
  ...kitBalanceEn,
  ...kitFormsEn,
  ...kitNumbersEn,
  ...kitOrdersEn,
  ...portalKitEn,
  // The password field's keys, in the sign-in area.
  gaia_password_show: signInEn.gaia_password_show,
  gaia_password_hide: signInEn.gaia_password_hide,
  gaia_password_paste_blocked: signInEn.gaia_password_paste_blocked,
} as const;

/** A key of the kit's own catalogue. */
export type KitMessageKey = keyof typeof kitEn;
