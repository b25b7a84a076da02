import type { Translation } from '../../../kernel/i18n/types';
import type { accountType as english } from '../en/accountType';

/** Messages of the portalSignIn area: the /signIn screen of the portal (spec 01 §2; F1.1–F1.7). */
export const accountType: Translation<typeof english> = {
  gaia_portal_signin_account_type: 'نوع الحساب',
  gaia_portal_signin_individual: 'فرد',
  gaia_portal_signin_corporate: 'شركة',
  gaia_portal_signin_subtitle_corporate: 'حساب الأعمال',
  gaia_portal_signin_use_code: 'تسجيل الدخول برمز التحقق',
  gaia_portal_signin_use_password: 'تسجيل الدخول بكلمة المرور',
  gaia_portal_signin_code_account_label: 'رقم الجوال أو البريد الإلكتروني',
  gaia_portal_signin_company_account_label: 'حساب الشركة',
  gaia_portal_signin_representative_label: 'رقم هوية الممثل',
  gaia_portal_signin_company_password_label: 'كلمة مرور الشركة',
  gaia_portal_signin_no_account: 'ليس لديك حساب؟',
  gaia_portal_signin_loading: 'جارٍ التحميل…',
  gaia_portal_signin_forgot: 'هل نسيت كلمة المرور؟',
  gaia_portal_signin_use_face: 'تسجيل الدخول بوجهك',
  gaia_portal_signin_use_password_code: 'تسجيل الدخول بكلمة المرور والرمز',
} as const;
