import type { Translation } from '../types';
import type { en } from '../en/index';
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

/** The Arabic catalogue (B2): the same keys as English, enforced by the type. */
export const ar: Translation<typeof en> = { ...common, ...kitOrders, ...signIn, ...profile, ...uiFeedback, ...uiControls, ...uiPickers, ...uiOverlays, ...uiSignIn, ...portalKit, ...kitNumbers, ...kitForms, ...signInFlows, ...portalSignIn, ...kitBalance, ...portalAccount, ...portalForgot, ...portalFace };
