import { common } from '../kernel/i18n/en/common';
import { controls } from '../kernel/i18n/en/controls';
import { feedback } from '../kernel/i18n/en/feedback';
import { overlays } from '../kernel/i18n/en/overlays';
import { pickers } from '../kernel/i18n/en/pickers';
import { forms } from '../kernel/i18n/en/forms';
import { signInForm } from '../sign-in/i18n/en/signInForm';
import { codeEntry } from '../sign-in/i18n/en/codeEntry';
import { codeResults } from '../sign-in/i18n/en/codeResults';
import { accountType } from '../sign-in/i18n/en/accountType';
import { faceSignIn } from '../sign-in/i18n/en/faceSignIn';
import { forgotPassword } from '../sign-in/i18n/en/forgotPassword';
import { profile } from '../profile/i18n/en/profile';
import { account } from '../profile/i18n/en/account';
import { deliveryAddress } from '../profile/i18n/en/deliveryAddress';
import { upload } from '../profile/i18n/en/upload';
import { balance } from '../subscriptions/i18n/en/balance';
import { usage } from '../subscriptions/i18n/en/usage';
import { payment } from '../payments/i18n/en/payment';
import { orders } from '../orders/i18n/en/orders';
import { orderActions } from '../orders/i18n/en/orderActions';
import { numbers } from '../stores/i18n/en/numbers';
import { numberSelection } from '../stores/i18n/en/numberSelection';
import { signUpStepOne } from '../registration/stepOne/i18n/en/signUpStepOne';
import { signUpIdentity } from '../registration/identity/i18n/en/signUpIdentity';
import { signUpSubmission } from '../registration/submission/i18n/en/signUpSubmission';
import { corporateSignUp } from '../registration/corporate/i18n/en/corporateSignUp';
import { profileCompletion } from '../profile/completion/i18n/en/profileCompletion';
import { shell } from '../shell/i18n/en/shell';
import { lines } from '../subscriptions/lines/i18n/en/lines';
import { usageHistory } from '../subscriptions/usageHistory/i18n/en/usageHistory';
import { topUp } from '../payments/topUp/i18n/en/topUp';
import { checkout } from '../payments/checkout/i18n/en/checkout';
import { stepUp } from '../payments/stepUp/i18n/en/stepUp';
import { orderList } from '../orders/list/i18n/en/orderList';
import { orderDetailView } from '../orders/detail/i18n/en/orderDetailView';
import { mapPage } from '../stores/map/i18n/en/mapPage';
import { shopLocator } from '../stores/locator/i18n/en/shopLocator';
import { onboarding } from '../stores/onboarding/i18n/en/onboarding';
import { addressBook } from '../profile/addressBook/i18n/en/addressBook';
import { shopCatalogue } from '../shop/catalogue/i18n/en/shopCatalogue';
import { shopCart } from '../shop/cart/i18n/en/shopCart';
import { shopCheckout } from '../shop/checkout/i18n/en/shopCheckout';
import { afterSale } from '../orders/afterSale/i18n/en/afterSale';
import { mobileFill } from '../registration/mobileFill/i18n/en/mobileFill';

/**
 * The English catalogue (F0.4), the reference for every other locale, assembled from the message
 * files of each business area (`<area>/i18n/en/*.ts`). A new area file is added here and in ./ar.ts.
 */
export const en = { ...common, ...controls, ...feedback, ...overlays, ...pickers, ...forms, ...signInForm, ...codeEntry, ...codeResults, ...accountType, ...faceSignIn, ...forgotPassword, ...profile, ...account, ...deliveryAddress, ...upload, ...balance, ...usage, ...payment, ...orders, ...orderActions, ...numbers, ...numberSelection, ...signUpStepOne, ...signUpIdentity, ...signUpSubmission, ...corporateSignUp, ...profileCompletion, ...shell, ...lines, ...usageHistory, ...topUp, ...checkout, ...stepUp, ...orderList, ...orderDetailView, ...mapPage, ...shopLocator, ...onboarding, ...addressBook, ...shopCatalogue, ...shopCart, ...shopCheckout, ...afterSale, ...mobileFill } as const;

export type MessageKey = keyof typeof en;
