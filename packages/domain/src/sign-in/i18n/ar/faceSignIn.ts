import type { Translation } from '../../../kernel/i18n/types';
import type { faceSignIn as english } from '../en/faceSignIn';

/** Messages of the portalFace area: face login on /signIn, individual and corporate (spec 01 §4; F1.5, F1.10). */
export const faceSignIn: Translation<typeof english> = {
  gaia_portal_face_intro: 'أدخل حسابك، ثم انظر إلى الكاميرا لتسجيل الدخول.',
  gaia_portal_face_intro_corporate: 'أدخل حساب الشركة ورقم هوية الممثل، ثم ينظر الممثل إلى الكاميرا.',
  gaia_portal_face_submit: 'تسجيل الدخول بالوجه',
  gaia_portal_face_checking: 'جارٍ التحقق من الحساب…',
  gaia_portal_face_signing_in: 'جارٍ تسجيل دخولك…',
  gaia_portal_face_camera_title: 'التحقق من الوجه',
  gaia_portal_face_camera_loading: 'جارٍ فتح الكاميرا…',
  gaia_portal_face_comparing: 'جارٍ التحقق من صورتك…',
  gaia_portal_face_upload_failed: 'تعذّر إرسال الصورة. يُرجى التقاطها مرة أخرى.',
  // The sign-up link's notice when face capture is required and no camera is found (a dialog that
  // loads on demand, so these stay out of the first paint's messages).
  gaia_portal_signin_camera_title: 'لم يتم العثور على كاميرا',
  gaia_portal_signin_camera_message: 'يتطلب التسجيل صورة لوجهك، ولكن لم يتم العثور على كاميرا في هذا الجهاز. وصّل كاميرا أو استخدم هاتفًا، ثم حاول مرة أخرى.',
};
