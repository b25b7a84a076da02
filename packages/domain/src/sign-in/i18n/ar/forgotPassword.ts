import type { Translation } from '../../../kernel/i18n/types';
import type { forgotPassword as english } from '../en/forgotPassword';

/** Messages of the portalForgot area: the /forgot password reset for individuals and corporates (spec 01 §7; F1.11). */
export const forgotPassword: Translation<typeof english> = {
  gaia_portal_forgot_title: 'إعادة تعيين كلمة المرور',
  gaia_portal_forgot_steps_label: 'مراحل إعادة تعيين كلمة المرور',
  gaia_portal_forgot_step_verify: 'التحقق',
  gaia_portal_forgot_step_password: 'كلمة المرور الجديدة',
  gaia_portal_forgot_step_done: 'تم',
  gaia_portal_forgot_verify_heading: 'أكّد هويتك',
  gaia_portal_forgot_verify_intro_individual:
    'أدخل رقم الجوال أو البريد الإلكتروني المرتبط بحسابك. سنرسل إليك رمز تحقق.',
  gaia_portal_forgot_verify_intro_corporate:
    'أدخل حساب الشركة ورقم هوية الممثل. سنرسل رمز تحقق إلى جهة اتصال الشركة.',
  gaia_portal_forgot_password_heading: 'اختر كلمة مرور جديدة',
  gaia_portal_forgot_password_heading_not_set: 'أنشئ كلمة مرور',
  gaia_portal_forgot_password_intro: 'كلمة المرور الجديدة للحساب {{account}}.',
  gaia_portal_forgot_password_intro_not_set: 'لا توجد كلمة مرور للحساب {{account}} بعد. اختر كلمة مرور لتسجيل الدخول بها.',
  gaia_portal_forgot_new_password_label: 'كلمة المرور الجديدة',
  gaia_portal_forgot_confirm_password_label: 'تأكيد كلمة المرور الجديدة',
  gaia_portal_forgot_next: 'التالي',
  gaia_portal_forgot_back: 'رجوع',
  gaia_portal_forgot_submit: 'تغيير كلمة المرور',
  gaia_portal_forgot_done_heading: 'تم تغيير كلمة المرور',
  gaia_portal_forgot_go_to_sign_in: 'الانتقال إلى تسجيل الدخول',
  gaia_portal_forgot_back_to_sign_in: 'العودة إلى تسجيل الدخول',
};
