import type { AgreementType, Locale } from '@gaia/domain';

/** Terms and privacy HTML (spec 01 §2: terms and privacy modals with HTML content), per locale. */
export const agreementHtml: Record<AgreementType, Record<Locale, string>> = {
  TERMS: {
    en: [
      '<h2>Terms and Conditions</h2>',
      '<p>These terms apply to the GAIA self-care portal. By using it you agree to them.</p>',
      '<h3>1. Your account</h3>',
      '<p>Keep your password and verification codes to yourself. We will never ask for them.</p>',
      '<h3>2. Services</h3>',
      '<p>Prices, bundles and offers are shown before you confirm a purchase. Charges appear on your balance or bill.</p>',
      '<h3>3. Changes</h3>',
      '<p>We may update these terms. We tell you before a change affects you.</p>',
    ].join(''),
    ar: [
      '<h2>الشروط والأحكام</h2>',
      '<p>تنطبق هذه الشروط على بوابة الخدمة الذاتية من جايا. باستخدامك لها فإنك توافق عليها.</p>',
      '<h3>1. حسابك</h3>',
      '<p>احتفظ بكلمة المرور ورموز التحقق لنفسك. لن نطلبها منك أبدًا.</p>',
      '<h3>2. الخدمات</h3>',
      '<p>تُعرض الأسعار والباقات والعروض قبل تأكيد أي عملية شراء. تظهر الرسوم في رصيدك أو فاتورتك.</p>',
      '<h3>3. التغييرات</h3>',
      '<p>قد نحدّث هذه الشروط، وسنبلغك قبل أن يؤثر أي تغيير عليك.</p>',
    ].join(''),
  },
  PRIVACY: {
    en: [
      '<h2>Privacy Policy</h2>',
      '<p>We collect what we need to provide your services: your name, contact details, identity document and usage.</p>',
      '<h3>Face data</h3>',
      '<p>If you choose face sign-in, we keep a face template to check it is you. You can remove it at any time.</p>',
      '<h3>Your rights</h3>',
      '<p>You can ask to see, correct or delete your data. Contact us through the portal.</p>',
    ].join(''),
    ar: [
      '<h2>سياسة الخصوصية</h2>',
      '<p>نجمع ما نحتاجه لتقديم خدماتك: اسمك وبيانات الاتصال ووثيقة الهوية والاستخدام.</p>',
      '<h3>بيانات الوجه</h3>',
      '<p>إذا اخترت تسجيل الدخول بالوجه، نحتفظ بنموذج لوجهك للتحقق من هويتك. يمكنك حذفه في أي وقت.</p>',
      '<h3>حقوقك</h3>',
      '<p>يمكنك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها. تواصل معنا عبر البوابة.</p>',
    ].join(''),
  },
};

export const AGREEMENT_VERSION = '2026.1';
