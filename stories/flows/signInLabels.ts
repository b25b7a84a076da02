/**
 * The sign-in page's labels in both story settings (English ltr, Arabic rtl), for the flows that
 * sign in through it. Password fields are found by their label text, which carries the required mark.
 */
export const signInLabel = {
  account: /^(Mobile number, e-mail or ID|رقم الجوال أو البريد الإلكتروني أو الهوية)$/,
  password: /^(Password|كلمة المرور)\s*\*?$/,
  submit: /^(Sign in|تسجيل الدخول)$/,
  send: /^(Send code|إرسال الرمز)$/,
  code: /^(Verification code|رمز التحقق)$/,
  companyAccount: /^(Company account|حساب الشركة)$/,
  representative: /^(Representative ID number|رقم هوية الممثل)$/,
  companyPassword: /^(Company password|كلمة مرور الشركة)\s*\*?$/,
};
