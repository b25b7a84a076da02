/** Corporate sign-up at /signUp-c. */
export default function CorporateSignUpPage() {
  return null;
}
