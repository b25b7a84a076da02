/*
 * The catalogue areas the kit's components read, one export per area and locale, so that @gaia/ui
 * can ship its own per-locale catalogues (packages/ui/src/locales) without the portal's messages. The
 * area files stay the source of truth shared with the portal and the sandbox. Each area is a module
 * of its own: a bundle that imports the English areas from a chunk loaded on demand carries them in
 * that chunk only, and never the Arabic ones.
 */
export { common as commonEn } from './en/common';
export { signIn as signInEn } from './en/signIn';
export { portalKit as portalKitEn } from './en/portalKit';
export { uiControls as uiControlsEn } from './en/uiControls';
export { uiFeedback as uiFeedbackEn } from './en/uiFeedback';
export { uiOverlays as uiOverlaysEn } from './en/uiOverlays';
export { uiPickers as uiPickersEn } from './en/uiPickers';
export { uiSignIn as uiSignInEn } from './en/uiSignIn';
export { kitBalance as kitBalanceEn } from './en/kitBalance';
export { kitForms as kitFormsEn } from './en/kitForms';
export { kitNumbers as kitNumbersEn } from './en/kitNumbers';
export { kitOrders as kitOrdersEn } from './en/kitOrders';

export { common as commonAr } from './ar/common';
export { signIn as signInAr } from './ar/signIn';
export { portalKit as portalKitAr } from './ar/portalKit';
export { uiControls as uiControlsAr } from './ar/uiControls';
export { uiFeedback as uiFeedbackAr } from './ar/uiFeedback';
export { uiOverlays as uiOverlaysAr } from './ar/uiOverlays';
export { uiPickers as uiPickersAr } from './ar/uiPickers';
export { uiSignIn as uiSignInAr } from './ar/uiSignIn';
export { kitBalance as kitBalanceAr } from './ar/kitBalance';
export { kitForms as kitFormsAr } from './ar/kitForms';
export { kitNumbers as kitNumbersAr } from './ar/kitNumbers';
export { kitOrders as kitOrdersAr } from './ar/kitOrders';
