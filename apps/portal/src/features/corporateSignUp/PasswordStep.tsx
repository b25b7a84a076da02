import { Suspense, useState } from 'react';
import { PASSWORD_MAX_LENGTH, normalisePassword, type CorporatePasswordValues } from '@gaia/domain';
import { Link, LoadFailed, Spinner, lazyWithRetry, useT } from '@gaia/ui';
import { FormFields, FormPasswordField } from '../../forms/fields';
import type { RulesForm } from '../../forms/useRulesForm';
import { PasswordRules } from '../account/PasswordRules';
import { FormCheckbox } from './FormCheckbox';
import { StepFrame } from './StepFrame';

/* The terms dialog (the modal and the sanitiser) loads when the terms are first opened. */
const TermsDialog = lazyWithRetry(() => import('./TermsDialog'), { failed: (retry) => <LoadFailed onRetry={retry} /> });

export interface PasswordStepProps {
  /** The password twice and the terms: kept by the page, so Back and Next keep them for the visit. */
  form: RulesForm<CorporatePasswordValues>;
  focusHeading: boolean;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * Step 4 of corporate sign-up (F2.11, F2.7): the company password with the strength rules as live
 * indicators, its confirmation (copy and paste blocked by the kit's field), and the terms — read in
 * the terms dialog (sanitised HTML, Cancel and Agree; Agree ticks the box). Submit registers.
 */
function PasswordStep({ form, focusHeading, onBack, onCancel }: PasswordStepProps) {
  const t = useT();
  const [termsOpen, setTermsOpen] = useState(false);

  return (
    <StepFrame
      id="password"
      submitLabel="gaia_corporate_submit"
      focusHeading={focusHeading}
      onSubmit={form.handleSubmit}
      formError={form.formError}
      pending={form.pending}
      onBack={onBack}
      onCancel={onCancel}
    >
      <FormFields form={form}>
        <FormPasswordField name="password" label="gaia_corporate_password_label" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} normalise={normalisePassword} aria-describedby="corporate-password-rules" />
        <PasswordRules id="corporate-password-rules" password={form.values.password} />
        <FormPasswordField name="confirm" label="gaia_corporate_confirm_label" autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} normalise={normalisePassword} />
        <FormCheckbox
          name="agreeTerms"
          required
          label={
            <>
              {t('gaia_corporate_terms_agree', { terms: '' })}
              <Link
                href="#terms"
                onClick={(event) => {
                  event.preventDefault();
                  setTermsOpen(true);
                }}
              >
                gaia_corporate_terms_link
              </Link>
            </>
          }
        />
      </FormFields>
      {termsOpen ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <TermsDialog onClose={() => setTermsOpen(false)} onAgree={() => form.change('agreeTerms', 'Y')} />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}

export default PasswordStep;
