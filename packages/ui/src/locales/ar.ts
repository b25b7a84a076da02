import {
  commonAr,
  kitBalanceAr,
  kitFormsAr,
  kitNumbersAr,
  kitOrdersAr,
  portalKitAr,
  signInAr,
  uiControlsAr,
  uiFeedbackAr,
  uiOverlaysAr,
  uiPickersAr,
  uiSignInAr,
  type Translation,
} from '@gaia/domain';
import type { kitEn } from './en';

/**
 * The kit's Arabic catalogue: the same keys as ./en.ts (the type fails on a missing one), from the
 * Arabic areas of @gaia/domain. Loaded on demand by `loadKitMessages('ar')`; English is not
 * downloaded with it.
 */
export const kitAr: Translation<typeof kitEn> = {
  ...commonAr,
  ...uiControlsAr,
  ...uiFeedbackAr,
  ...uiOverlaysAr,
  ...uiPickersAr,
  ...uiSignInAr,
  ...kitBalanceAr,
  ...kitFormsAr,
  ...kitNumbersAr,
  ...kitOrdersAr,
  ...portalKitAr,
  gaia_password_show: signInAr.gaia_password_show,
  gaia_password_hide: signInAr.gaia_password_hide,
  gaia_password_paste_blocked: signInAr.gaia_password_paste_blocked,
};
