import { useMemo } from 'react';
import { isApiError } from '@gaia/domain/api';
import {
  OnboardingMessageKey,
  StorageKey,
  normaliseIdNumber,
  normaliseName,
  normaliseSignUpMobile,
  onboardingIdentityRules,
  onboardingIdentityValuesOf,
  toOnboardingIdentity,
  calendarDayOf,
  type OnboardingIdentityValues,
} from '@gaia/domain';
import { DateField, GenderChoice, Link, useGaia, type Gender } from '@gaia/ui';
import { appStorage } from '../../../app/browserStorage';
import { startSession } from '../../../app/session';
import { FormFields, FormTextField } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { RouterAnchor } from '../../signIn/RouterAnchor';
import { useBoundValue } from '../../signUp/identity/boundField';
import { onboardingApi } from '../onboardingApi';
import { Intro } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

/**
 * Step 4 (F3.19) for a visitor: the new customer's identity with registration's rules (ID number,
 * names upper-cased, gender, at least 16, contact mobile). Saving registers the customer and opens
 * a temporary session (tempLogin), so the order, its payment and My Orders are theirs. A customer
 * can sign in instead; a signed-in customer never sees this step.
 */
export function IdentityStep({ draft, update, next, back }: OnboardingStepProps) {
  const { t, config } = useGaia();
  const today = useMemo(() => calendarDayOf(new Date()), []);
  const rules = useMemo(() => onboardingIdentityRules({ config, today }), [config, today]);
  const form = useRulesForm<OnboardingIdentityValues>({
    defaultValues: () => onboardingIdentityValuesOf(draft.identity),
    rules,
    disableWhilePending: true,
    submit: async (values) => {
      const identity = toOnboardingIdentity(values);
      try {
        const result = await onboardingApi.createCustomer(identity);
        startSession(result);
        appStorage.setItem(StorageKey.tempLogin, 'true');
        update({ identity });
        next();
      } catch (error) {
        const message = isApiError(error) ? error.resultMsg : undefined;
        form.setFormError(navigator.onLine === false ? OnboardingMessageKey.offline : message || OnboardingMessageKey.identityFailed);
      }
    },
  });
  const gender = useBoundValue(form, 'gender');
  const birthday = useBoundValue(form, 'birthday');

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <StepFrame onBack={back} onNext={() => void form.handleSubmit()} nextLoading={form.pending} error={form.formError}>
        <Intro>{t('gaia_onboarding_identity_intro')}</Intro>
        <p>
          <Link href="/signIn?t=i" as={RouterAnchor}>
            gaia_onboarding_identity_signin
          </Link>
        </p>
        <FormFields form={form}>
          <FormTextField name="idNbr" label="gaia_onboarding_identity_id_label" required autoComplete="off" normalise={normaliseIdNumber} />
          <FormTextField name="firstName" label="gaia_signup_identity_first_name" required autoComplete="given-name" normalise={normaliseName} />
          <FormTextField name="lastName" label="gaia_signup_identity_last_name" required autoComplete="family-name" normalise={normaliseName} />
          <GenderChoice required value={(gender.value || null) as Gender | null} onChange={(value) => gender.onChange(value)} {...(gender.error ? { error: gender.error } : {})} />
          <DateField label="gaia_signup_identity_birthday" required value={birthday.value} onChange={birthday.onChange} error={birthday.error} minAge={16} />
          <FormTextField name="contactMobile" label="gaia_onboarding_identity_mobile_label" required type="tel" inputMode="tel" autoComplete="tel" normalise={normaliseSignUpMobile} />
        </FormFields>
      </StepFrame>
    </form>
  );
}
