/** /forgot (F1.11): password reset for individuals and corporates. */
export default function ForgotPasswordPage() {
  return null;
}
