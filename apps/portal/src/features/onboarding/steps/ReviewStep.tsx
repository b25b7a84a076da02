import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@gaia/domain/api';
import { OnboardingMessageKey, SimType, chosenPlan, displayServiceNumber, plansOffered, toOnboardingOrderRequest, type OnboardingStepId } from '@gaia/domain';
import { Button, useGaia } from '@gaia/ui';
import { onboardingApi } from '../onboardingApi';
import { Facts, Intro, SignatureImage } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { offerQuery } from './PackageStep';
import { StepFrame } from './StepFrame';

/** The business code of a number no longer held when the order is placed (sandbox OnboardingResultCode). */
const NUMBER_LOST_CODE = '40904202';

/**
 * Step 7 (F3.19): everything chosen, each with Change leading back to its step, and Place the order
 * — which submits it (awaiting payment) and moves to payment. A failure keeps every entry; a number
 * that was lost meanwhile sends the person back to choose another.
 */
export function ReviewStep({ draft, update, next, back, goTo, signedIn }: OnboardingStepProps) {
  const { t } = useGaia();
  const offer = useQuery(offerQuery);
  const plan = chosenPlan(plansOffered(offer.data, draft), draft.offerCode);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const fulfilment = draft.fulfilment;

  const place = async () => {
    const request = toOnboardingOrderRequest(draft, plan);
    if (!request) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const order = await onboardingApi.submitOrder(request);
      update({ order });
      next();
    } catch (failure) {
      if (isApiError(failure) && failure.resultCode === NUMBER_LOST_CODE) {
        update({ accNbr: undefined });
        goTo('number');
        return;
      }
      setError(navigator.onLine === false ? OnboardingMessageKey.offline : OnboardingMessageKey.submitFailed);
    } finally {
      setSubmitting(false);
    }
  };

  const change = (step: OnboardingStepId) => (
    <Button variant="ghost" size="sm" onClick={() => goTo(step)}>
      gaia_onboarding_review_change
    </Button>
  );

  return (
    <StepFrame onBack={back} onNext={() => void place()} nextLabel="gaia_onboarding_submit" nextLoading={submitting} error={error}>
      <Intro>{t('gaia_onboarding_review_intro')}</Intro>
      <Facts>
        {draft.coverageAddress ? (
          <>
            <dt>{t('gaia_onboarding_review_address')}</dt>
            <dd>{draft.coverageAddress}</dd>
          </>
        ) : null}
        <dt>{t('gaia_onboarding_review_number')}</dt>
        <dd>
          <span dir="ltr">{draft.accNbr ? displayServiceNumber(draft.accNbr) : ''}</span> {change('number')}
        </dd>
        <dt>{t('gaia_onboarding_review_sim')}</dt>
        <dd>
          {t(draft.simType === SimType.eSim ? 'gaia_onboarding_sim_esim' : 'gaia_onboarding_sim_physical')} {change('package')}
        </dd>
        <dt>{t('gaia_onboarding_review_plan')}</dt>
        <dd>{plan ? `${plan.offerName} · ${plan.priceDisplay}` : ''}</dd>
        {!signedIn || draft.identity ? (
          <>
            <dt>{t('gaia_onboarding_review_customer')}</dt>
            <dd>{draft.identity ? `${draft.identity.firstName} ${draft.identity.lastName}` : ''}</dd>
          </>
        ) : null}
        <dt>{t('gaia_onboarding_review_fulfilment')}</dt>
        <dd>
          {fulfilment?.kind === 'pickup'
            ? `${t('gaia_onboarding_pickup_at')} ${fulfilment.shop.busiHallName}`
            : fulfilment?.kind === 'delivery'
              ? `${t('gaia_onboarding_delivery_to')} ${fulfilment.address.contactName}, ${fulfilment.address.addrDetail.replace('|', ', ')}`
              : ''}{' '}
          {change('delivery')}
        </dd>
        <dt>{t('gaia_onboarding_review_signature')}</dt>
        <dd>{draft.signature ? <SignatureImage src={draft.signature} alt={t('gaia_onboarding_review_signature')} /> : null}</dd>
      </Facts>
    </StepFrame>
  );
}
