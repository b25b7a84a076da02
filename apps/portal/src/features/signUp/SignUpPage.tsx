/** Individual sign-up at /signUp (spec 02 §2). */
export default function SignUpPage() {
  return null;
}
