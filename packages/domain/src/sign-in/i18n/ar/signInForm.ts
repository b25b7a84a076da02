import type { Translation } from '../../../kernel/i18n/types';
import type { signInForm as english } from '../en/signInForm';

/** Sign-in (spec 01, F1.x). */
export const signInForm: Translation<typeof english> = {
  gaia_signin_title: 'تسجيل الدخول',
  gaia_signin_subtitle_individual: 'حساب شخصي',
  gaia_signin_account_label: 'رقم الجوال أو البريد الإلكتروني أو الهوية',
  gaia_signin_password_label: 'كلمة المرور',
  gaia_signin_submit: 'تسجيل الدخول',
  gaia_signin_forgot_link: 'نسيت كلمة المرور؟',
  gaia_signin_failed_title: 'تعذّر تسجيل الدخول',
  gaia_validation_account_required: 'الحساب مطلوب.',
  gaia_validation_mobile_email_required: 'رقم الجوال أو البريد الإلكتروني مطلوب.',
  gaia_validation_password_required: 'كلمة المرور مطلوبة.',
  gaia_validation_company_account_required: 'حساب الشركة مطلوب.',
  gaia_validation_representative_id_required: 'رقم هوية الممثل مطلوب.',
  gaia_validation_company_password_required: 'كلمة مرور الشركة مطلوبة.',
  gaia_validation_otp_required: 'رمز التحقق مطلوب.',
  gaia_validation_otp_digits: 'يتكوّن رمز التحقق من 6 أرقام.',
  gaia_validation_account_max: 'يمكن أن يحتوي الحساب على 60 حرفًا على الأكثر.',
  gaia_validation_password_max: 'يمكن أن تحتوي كلمة المرور على 30 حرفًا على الأكثر.',
  gaia_lb_user_login_mobile_email_regerror: 'أدخل رقم جوال أو بريدًا إلكترونيًا صالحًا.',
  gaia_tip_bad_credentials: 'الحساب أو كلمة المرور غير صحيحة.',
  gaia_password_show: 'إظهار كلمة المرور',
  gaia_password_hide: 'إخفاء كلمة المرور',
  gaia_password_paste_blocked: 'لحمايتك، تم إيقاف النسخ واللصق في هذا الحقل.',
};
