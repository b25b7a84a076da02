/** New-connection onboarding (F3.19). */
export default function OnboardingPage() {
  return null;
}
