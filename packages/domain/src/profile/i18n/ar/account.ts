import type { Translation } from '../../../kernel/i18n/types';
import type { account as english } from '../en/account';

/** Messages of the portalAccount area: the signed-in header user menu, change password and sign-out (spec 02 §2; F2.14). */
export const account: Translation<typeof english> = {
  gaia_portal_account_user_id: 'رقم المستخدم',
  gaia_portal_account_badge_individual: 'فرد',
  gaia_portal_account_badge_corporation: 'شركة',
  gaia_portal_account_change_password: 'تغيير كلمة المرور',
  gaia_portal_account_old_password: 'كلمة المرور القديمة',
  gaia_portal_account_new_password: 'كلمة المرور الجديدة',
  gaia_portal_account_confirm_password: 'تأكيد كلمة المرور',
  gaia_portal_account_old_password_required: 'كلمة المرور القديمة مطلوبة.',
  gaia_portal_account_confirm_password_required: 'تأكيد كلمة المرور مطلوب.',
  tip_password_not_match: 'كلمتا المرور غير متطابقتين.',
  gaia_portal_account_password_rules_unmet: 'كلمة المرور الجديدة لا تستوفي شروط كلمة المرور.',
  gaia_portal_account_rules_title: 'يجب أن تحتوي كلمة المرور الجديدة على',
  gaia_portal_account_rule_length: 'من {{min}} إلى {{max}} حرفًا',
  gaia_portal_account_rule_upper: 'حرف لاتيني كبير',
  gaia_portal_account_rule_lower: 'حرف لاتيني صغير',
  gaia_portal_account_rule_digit: 'رقم',
  gaia_portal_account_rule_special: 'رمز خاص، مثل # أو @',
  gaia_portal_account_rule_met: 'مستوفى',
  gaia_portal_account_rule_unmet: 'غير مستوفى بعد',
  gaia_portal_account_save: 'حفظ',
  gaia_portal_account_password_changed: 'تم تغيير كلمة المرور.',
  gaia_portal_account_old_password_wrong: 'كلمة المرور القديمة غير صحيحة.',
  gaia_portal_account_sign_out_title: 'تسجيل الخروج من GAIA؟',
  gaia_portal_account_sign_out_message: 'سيتعيّن عليك تسجيل الدخول مرة أخرى لاستخدام حسابك.',
};
