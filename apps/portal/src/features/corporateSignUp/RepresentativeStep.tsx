import { useMemo } from 'react';
import {
  CONTACT_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  REPRESENTATIVE_ID_MAX_LENGTH,
  calendarDayOf,
  contactPatternsOf,
  defaultRegistrationConfig,
  formatBirthday,
  normaliseEmail,
  normaliseMobile,
  normalisePersonName,
  normaliseRepresentativeId,
  validateRepresentative,
  type RepresentativeValues,
} from '@gaia/domain';
import { usePortalConfig } from '../../app/portalConfig';
import { FormFields, FormTextField } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import { FormDateField } from './FormDateField';
import { StepFrame } from './StepFrame';
import type { DraftStepProps } from './useCorporateDraft';

/**
 * Step 2 of corporate sign-up (F2.11): the representative's names (upper-cased), ID or passport
 * number (no spaces, upper-cased), birthday within the corporate age limits (ageLimit; the date
 * picker refuses other days) and mobile and e-mail, checked with the configured patterns. A changed
 * mobile needs a new code: the verification of the old one is dropped.
 */
function RepresentativeStep({ flow, onCancel }: DraftStepProps) {
  const config = usePortalConfig();
  // Compiled once per configuration, not on every keystroke's check.
  const patterns = useMemo(() => contactPatternsOf(config), [config]);
  const { draft, update, go, moved } = flow;
  const ageLimit = defaultRegistrationConfig.corporateAgeLimit;
  const today = formatBirthday(calendarDayOf(new Date()));
  const form = useRulesForm<RepresentativeValues>({
    defaultValues: () => draft.representative,
    rules: (values) => validateRepresentative(values, { ageLimit, today, patterns }),
    onValueChange: (name, value) => update((current) => ({ ...current, representative: { ...current.representative, [name]: value } })),
    submit: async ({ mobile }) => {
      update(({ verified, ...current }) => (verified?.mobile === mobile ? { ...current, verified } : current));
      go('code');
    },
  });

  return (
    <StepFrame
      id="representative"
      focusHeading={moved}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      onBack={() => go('company')}
      onCancel={onCancel}
    >
      <FormFields form={form}>
        <FormTextField name="firstName" label="gaia_corporate_first_name_label" autoComplete="given-name" required maxLength={PERSON_NAME_MAX_LENGTH} normalise={normalisePersonName} />
        <FormTextField name="lastName" label="gaia_corporate_last_name_label" autoComplete="family-name" required maxLength={PERSON_NAME_MAX_LENGTH} normalise={normalisePersonName} />
        <FormTextField name="idNbr" label="gaia_corporate_id_label" required maxLength={REPRESENTATIVE_ID_MAX_LENGTH} normalise={normaliseRepresentativeId} />
        <FormDateField name="birthday" label="gaia_corporate_birthday_label" required minAge={ageLimit.minAge} maxAge={ageLimit.maxAge} today={today} />
        <FormTextField name="mobile" type="tel" label="gaia_corporate_mobile_label" hint="gaia_corporate_mobile_hint" autoComplete="tel" inputMode="tel" required maxLength={CONTACT_MAX_LENGTH} normalise={normaliseMobile} />
        <FormTextField name="email" type="email" label="gaia_corporate_email_label" autoComplete="email" required maxLength={CONTACT_MAX_LENGTH} normalise={normaliseEmail} />
      </FormFields>
    </StepFrame>
  );
}

export default RepresentativeStep;
