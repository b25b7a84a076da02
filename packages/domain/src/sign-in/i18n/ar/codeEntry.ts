import type { Translation } from '../../../kernel/i18n/types';
import type { codeEntry as english } from '../en/codeEntry';

/** Messages of the uiSignIn area. */
export const codeEntry: Translation<typeof english> = {
  // OtpInput (F1.3, F1.4, F2.4)
  gaia_otp_input_label: 'رمز التحقق',
  gaia_otp_input_hint: 'أدخل الرمز المكوّن من {{length}} أرقام الذي أرسلناه إليك.',
  // CountdownButton (spec 01 §4, spec 03 OTP countdown)
  gaia_countdown_send: 'إرسال الرمز',
  gaia_countdown_resend: 'إعادة إرسال الرمز',
  gaia_countdown_resend_in: 'إعادة الإرسال بعد {{seconds}} ث',
  gaia_countdown_started: 'تم إرسال الرمز. يمكنك إعادة إرساله بعد {{seconds}} ثانية.',
  gaia_countdown_resend_ready: 'يمكنك الآن إعادة إرسال الرمز.',
  // FaceCapture (F1.5, F2.20)
  gaia_face_capture_label: 'التحقق من الوجه',
  gaia_face_capture_instructions: 'ضع وجهك داخل الإطار وانظر إلى الكاميرا، ثم التقط الصورة.',
  gaia_face_capture_starting: 'جارٍ تشغيل الكاميرا…',
  gaia_face_capture_ready: 'الكاميرا تعمل.',
  gaia_face_capture_take: 'التقاط الصورة',
  gaia_face_capture_taken: 'تم التقاط الصورة.',
  gaia_face_capture_retry: 'حاول مرة أخرى',
  gaia_face_capture_permission_denied:
    'تم رفض الوصول إلى الكاميرا. اسمح لهذا الموقع باستخدام الكاميرا من إعدادات المتصفح، ثم حاول مرة أخرى.',
  gaia_face_capture_device_abnormal:
    'الكاميرا لا تعمل. تأكد من توصيل كاميرا وأنها غير مستخدمة في تطبيق آخر، ثم حاول مرة أخرى.',
} as const;
