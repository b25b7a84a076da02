import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OnboardingMessageKey, SimType, chosenPlan, onboardingKeys, plansOfType, plansOffered, subscriptionTypesOf, type SubscriptionTypeCode } from '@gaia/domain';
import { LoadFailed, RadioGroup, Spinner, useGaia } from '@gaia/ui';
import { onboardingReadApi } from '../onboardingApi';
import { Section } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

/** The offer (plans and SIM types) as a query of its own, shared by the package and review steps. */
export const offerQuery = { queryKey: onboardingKeys.offer(), queryFn: () => onboardingReadApi.offer(), staleTime: 5 * 60_000 };

/**
 * Step 3 (F3.19): the SIM type (physical or eSIM) and the plan, prepaid or postpaid, with prices
 * from the operator; an order reopened by Continue keeps its SIM type and offers postpaid plans
 * with its own preselected (spec 03 §4).
 */
export function PackageStep({ draft, update, next, back }: OnboardingStepProps) {
  const { t, config } = useGaia();
  const offer = useQuery(offerQuery);
  const [tried, setTried] = useState(false);
  const plans = plansOffered(offer.data, draft);
  const types = subscriptionTypesOf(plans);
  const selectedPlan = chosenPlan(plans, draft.offerCode);
  const [type, setType] = useState<SubscriptionTypeCode | undefined>(selectedPlan?.subscriptionType);
  const shownType = type ?? types[0];
  const complete = Boolean(draft.simType && selectedPlan);

  if (offer.isPending) return <Spinner block delay={config.spinnerDelayMs} />;
  if (offer.isError) return <LoadFailed onRetry={() => void offer.refetch()} message="gaia_onboarding_offer_load_failed" />;
  const fee = (simType: string) => offer.data.simFeeDisplay?.[simType as keyof typeof offer.data.simFeeDisplay];

  return (
    <StepFrame onBack={back} onNext={() => (complete ? next() : setTried(true))} error={tried && !complete ? OnboardingMessageKey.packageRequired : undefined}>
      <Section>
        <RadioGroup
          label="gaia_onboarding_sim_label"
          value={draft.simType ?? null}
          onChange={(value) => update({ simType: value === SimType.eSim ? SimType.eSim : SimType.physical })}
          options={offer.data.simTypes.map((simType) => {
            const hint = simType === SimType.eSim ? 'gaia_onboarding_sim_esim_hint' : 'gaia_onboarding_sim_physical_hint';
            const price = fee(simType);
            return {
              value: simType,
              label: simType === SimType.eSim ? 'gaia_onboarding_sim_esim' : 'gaia_onboarding_sim_physical',
              hint: price ? `${t(hint)} ${t('gaia_onboarding_sim_fee', { fee: price })}` : hint,
            };
          })}
        />
      </Section>
      {types.length > 1 ? (
        <RadioGroup
          label="gaia_onboarding_plan_type_label"
          orientation="horizontal"
          value={shownType ?? null}
          onChange={(value) => setType(value as SubscriptionTypeCode)}
          options={types.map((value) => ({ value, label: `gaia_onboarding_plan_type_${value.toLowerCase()}` }))}
        />
      ) : null}
      <RadioGroup
        label="gaia_onboarding_plan_label"
        value={draft.offerCode ?? null}
        onChange={(offerCode) => update({ offerCode })}
        options={plansOfType(plans, shownType ?? 'PREPAID').map((plan) => ({
          value: plan.offerCode,
          label: `${plan.offerName} · ${t(plan.subscriptionType === 'POSTPAID' ? 'gaia_onboarding_plan_price_postpaid' : 'gaia_onboarding_plan_price_prepaid', { price: plan.priceDisplay })}`,
          ...(plan.summary ? { hint: plan.summary } : {}),
        }))}
      />
    </StepFrame>
  );
}
