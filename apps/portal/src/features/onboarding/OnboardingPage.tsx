import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { onboardingStepKey, onboardingSteps, stepNumber, type OnboardingStepId } from '@gaia/domain';
import { Spinner, Steps, lazyWithRetry, useGaia } from '@gaia/ui';
import { Card, Page, PageTitle, StepHeading } from './Onboarding.styles';
import { CoverageStep } from './steps/CoverageStep';
import { NumberStep } from './steps/NumberStep';
import { PackageStep } from './steps/PackageStep';
import { useOnboarding, type OnboardingStepProps } from './useOnboarding';
import { withServerState } from '../../layout/withServerState';

/*
 * The first three steps come with the page; the later ones (the identity form, the address book
 * and the shop locator, the signature pad, the review and the payment) each load as their own
 * piece, fetched in the background once the page has painted, so moving on does not wait for them.
 */
const loadIdentity = () => import('./steps/IdentityStep').then((m) => ({ default: m.IdentityStep }));
const loadDelivery = () => import('./steps/DeliveryStep').then((m) => ({ default: m.DeliveryStep }));
const loadSignature = () => import('./steps/SignatureStep').then((m) => ({ default: m.SignatureStep }));
const loadReview = () => import('./steps/ReviewStep').then((m) => ({ default: m.ReviewStep }));
const loadPayment = () => import('./steps/PaymentStep').then((m) => ({ default: m.PaymentStep }));
const LATER_STEPS = [loadIdentity, loadDelivery, loadSignature, loadReview, loadPayment];
const IdentityStep = lazyWithRetry(loadIdentity);
const DeliveryStep = lazyWithRetry(loadDelivery);
const SignatureStep = lazyWithRetry(loadSignature);
const ReviewStep = lazyWithRetry(loadReview);
const PaymentStep = lazyWithRetry(loadPayment);

const STEP_VIEWS: Record<Exclude<OnboardingStepId, 'payment'>, ComponentType<OnboardingStepProps>> = {
  coverage: CoverageStep,
  number: NumberStep,
  package: PackageStep,
  identity: IdentityStep,
  delivery: DeliveryStep,
  signature: SignatureStep,
  review: ReviewStep,
};

/**
 * New-connection onboarding (F3.19; /onboarding, /h5/onBoarding/register?currentAddr=,
 * /h5/buySimCard/delivery; docs/adr/0023-onboarding-steps.md): coverage, number, SIM and plan,
 * identity (visitors), delivery or pickup, signature, review and payment, with the Steps indicator;
 * focus moves to each step's heading; Back keeps every entry; the draft survives a reload; My
 * Orders' Continue opens it at step 2.
 * A public page: it renders outside the signed-in area's provider of the server-state cache.
 */
export default withServerState(OnboardingFlow);

function OnboardingFlow() {
  const { t, config } = useGaia();
  const flow = useOnboarding();
  const heading = useRef<HTMLHeadingElement>(null);
  const { step, signedIn, moved } = flow;

  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, step]);

  useEffect(() => {
    // A failed prefetch is left to the step itself, which loads (and offers a retry) when shown.
    for (const load of LATER_STEPS) load().catch(() => undefined);
  }, []);

  if (flow.loading) return <Spinner block delay={config.spinnerDelayMs} />;
  const steps = onboardingSteps(signedIn);
  const current = stepNumber(step, signedIn);
  const props: OnboardingStepProps = { draft: flow.draft, update: flow.update, next: flow.next, back: flow.back, goTo: flow.goTo, signedIn };
  const View = step === 'payment' ? undefined : STEP_VIEWS[step];

  return (
    <Page>
      <PageTitle>{t('gaia_onboarding_title')}</PageTitle>
      <Steps label="gaia_onboarding_steps_label" steps={steps.map((id) => ({ id, label: onboardingStepKey(id) }))} current={current - 1} />
      <Card aria-labelledby="onboarding-step-heading">
        <StepHeading id="onboarding-step-heading" ref={heading} tabIndex={-1}>
          {t('gaia_onboarding_step_heading', { current, total: steps.length, name: t(onboardingStepKey(step)) })}
        </StepHeading>
        <Suspense fallback={<Spinner block delay={config.spinnerDelayMs} />}>
          {View ? <View key={step} {...props} /> : <PaymentStep draft={flow.draft} onStartOver={flow.startOver} />}
        </Suspense>
      </Card>
    </Page>
  );
}
