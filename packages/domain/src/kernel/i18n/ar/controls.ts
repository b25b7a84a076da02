import type { Translation } from '../types';
import type { controls as english } from '../en/controls';

/** Messages of the uiControls area. */
export const controls: Translation<typeof english> = {
  // Link
  gaia_controls_link_new_tab: '(يُفتح في علامة تبويب جديدة)',
  // Stepper
  gaia_controls_stepper_decrease: 'إنقاص',
  gaia_controls_stepper_increase: 'زيادة',
  gaia_controls_stepper_range: 'من {{min}} إلى {{max}}',
  // Steps
  gaia_controls_steps_label: 'مراحل التقدّم',
  gaia_controls_steps_position: 'الخطوة {{current}} من {{total}}',
  gaia_controls_steps_completed: 'مكتملة',
  gaia_controls_steps_current: 'الخطوة الحالية',
  // Examples used by the stories and the portal screens of specs 02 and 03
  gaia_controls_example_terms: 'أوافق على الشروط والأحكام وسياسة الخصوصية',
  gaia_controls_example_terms_required: 'يُرجى الموافقة على الشروط والأحكام للمتابعة.',
  gaia_controls_example_select_all: 'تحديد كل الأرقام',
  gaia_controls_example_default_address: 'تعيين كعنوان افتراضي',
  gaia_controls_example_default_address_hint:
    'تُسلَّم الطلبات الجديدة إلى هذا العنوان ما لم تختر عنوانًا آخر.',
  gaia_controls_example_auth_method: 'طريقة التحقق',
  gaia_controls_example_auth_method_required: 'اختر طريقة التحقق.',
  gaia_controls_example_auth_face: 'التعرّف على الوجه',
  gaia_controls_example_auth_face_hint: 'انظر إلى الكاميرا لتأكيد هويتك.',
  gaia_controls_example_auth_otp: 'رمز لمرة واحدة',
  gaia_controls_example_auth_otp_hint: 'نرسل رمزًا من 6 أرقام إلى رقم هاتفك المحمول.',
  gaia_controls_example_account_type: 'نوع الحساب',
  gaia_controls_example_individual: 'فردي',
  gaia_controls_example_corporate: 'شركات',
  gaia_controls_example_line_count: 'عدد الخطوط',
  gaia_controls_example_edit_amount: 'تعديل المبلغ',
  gaia_controls_example_help: 'مركز المساعدة',
  gaia_controls_example_orders: 'الطلبات',
  gaia_controls_example_orders_all: 'كل الطلبات',
  gaia_controls_example_orders_open: 'قيد التنفيذ',
  gaia_controls_example_orders_done: 'مكتملة',
  gaia_controls_example_orders_all_body: 'كل الطلبات التي قدّمتها.',
  gaia_controls_example_orders_open_body: 'الطلبات التي ما زالت قيد المعالجة.',
  gaia_controls_example_orders_done_body: 'الطلبات التي تم تسليمها أو إغلاقها.',
  gaia_controls_example_step_details: 'بياناتك',
  gaia_controls_example_step_verify: 'التحقق',
  gaia_controls_example_step_password: 'كلمة المرور',
  gaia_controls_example_step_identity: 'بيانات الهوية',
  gaia_controls_example_step_profile: 'الملف الشخصي',
  gaia_controls_example_step_success: 'تم بنجاح',
};
