/** The profile-completion prompt after sign-in (spec 02 §2, §4; F2.12). */
export default function CompletionPrompt() {
  return null;
}
