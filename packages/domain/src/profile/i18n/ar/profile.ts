import type { Translation } from '../../../kernel/i18n/types';
import type { profile as english } from '../en/profile';

/** The signed-in landing page (F1.12) and the header. */
export const profile: Translation<typeof english> = {
  gaia_profile_title: 'ملفي الشخصي',
  gaia_profile_welcome: 'مرحبًا، {{name}}',
  gaia_profile_user_code: 'رقم العميل',
  gaia_profile_user_name: 'الاسم',
  gaia_header_sign_out: 'تسجيل الخروج',
  gaia_header_sign_in: 'تسجيل الدخول',
  gaia_nav_main: 'الرئيسية',
  gaia_skip_to_content: 'انتقل إلى المحتوى',
  gaia_language_switch: 'English',
  gaia_not_found_title: 'الصفحة غير موجودة',
  gaia_not_found_text: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة.',
  gaia_not_found_home: 'الانتقال إلى تسجيل الدخول',
  gaia_not_found_account: 'الانتقال إلى حسابي',
};
