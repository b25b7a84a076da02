import type { Translation } from '../kernel/i18n/types';
import type { en } from './en';
import { common } from '../kernel/i18n/ar/common';
import { controls } from '../kernel/i18n/ar/controls';
import { feedback } from '../kernel/i18n/ar/feedback';
import { overlays } from '../kernel/i18n/ar/overlays';
import { pickers } from '../kernel/i18n/ar/pickers';
import { forms } from '../kernel/i18n/ar/forms';
import { signInForm } from '../sign-in/i18n/ar/signInForm';
import { codeEntry } from '../sign-in/i18n/ar/codeEntry';
import { codeResults } from '../sign-in/i18n/ar/codeResults';
import { accountType } from '../sign-in/i18n/ar/accountType';
import { faceSignIn } from '../sign-in/i18n/ar/faceSignIn';
import { forgotPassword } from '../sign-in/i18n/ar/forgotPassword';
import { profile } from '../profile/i18n/ar/profile';
import { account } from '../profile/i18n/ar/account';
import { deliveryAddress } from '../profile/i18n/ar/deliveryAddress';
import { upload } from '../profile/i18n/ar/upload';
import { balance } from '../subscriptions/i18n/ar/balance';
import { usage } from '../subscriptions/i18n/ar/usage';
import { payment } from '../payments/i18n/ar/payment';
import { orders } from '../orders/i18n/ar/orders';
import { orderActions } from '../orders/i18n/ar/orderActions';
import { numbers } from '../stores/i18n/ar/numbers';
import { numberSelection } from '../stores/i18n/ar/numberSelection';

/** The Arabic catalogue (B2): the same keys as English, enforced by the type. */
export const ar: Translation<typeof en> = { ...common, ...controls, ...feedback, ...overlays, ...pickers, ...forms, ...signInForm, ...codeEntry, ...codeResults, ...accountType, ...faceSignIn, ...forgotPassword, ...profile, ...account, ...deliveryAddress, ...upload, ...balance, ...usage, ...payment, ...orders, ...orderActions, ...numbers, ...numberSelection };
