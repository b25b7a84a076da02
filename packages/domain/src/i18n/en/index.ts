import { common } from './common';
import { kitOrders } from './kitOrders';
import { profile } from './profile';
import { signIn } from './signIn';
import { uiFeedback } from './uiFeedback';
import { uiControls } from './uiControls';
import { uiPickers } from './uiPickers';
import { uiOverlays } from './uiOverlays';
import { uiSignIn } from './uiSignIn';
import { portalKit } from './portalKit';
import { kitNumbers } from './kitNumbers';
import { kitForms } from './kitForms';
import { signInFlows } from './signInFlows';
import { portalSignIn } from './portalSignIn';
import { kitBalance } from './kitBalance';
import { portalFace } from './portalFace';
import { portalForgot } from './portalForgot';
import { portalAccount } from './portalAccount';

/**
 * The English catalogue (F0.4), the reference for every other locale. One file per area: add the
 * area here and its translation in ../ar/index.ts.
 */
export const en = { ...common, ...kitOrders, ...signIn, ...profile, ...uiFeedback, ...uiControls, ...uiPickers, ...uiOverlays, ...uiSignIn, ...portalKit, ...kitNumbers, ...kitForms, ...signInFlows, ...portalSignIn, ...kitBalance, ...portalAccount, ...portalForgot, ...portalFace } as const;

export type MessageKey = keyof typeof en;
