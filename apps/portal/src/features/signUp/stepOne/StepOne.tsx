import { useState } from 'react';
import type { StepOneData } from '@gaia/domain';
import { SegmentedControl, useT } from '@gaia/ui';
import { AlternativeStepOneForm } from './AlternativeStepOneForm';
import { StandardStepOneForm } from './StandardStepOneForm';
import { FormSwitch } from './StepOne.styles';
import { StepSection } from './StepSection';
import type { StepOneProps } from './stepOneProps';

export type { StepOneProps };

/**
 * Sign-up step one (spec 02 §2, §4, §5; F2.1–F2.3): the standard form (mobile, nationality, ID,
 * referral code, terms, then a code is requested) or the alternative one (a mobile or e-mail
 * account and its code), chosen with a switch. Its heading takes focus when it appears.
 */
export function StepOne({ initial, config, onDraft, onDone, onCancel }: StepOneProps) {
  const t = useT();
  const [form, setForm] = useState<StepOneData['form']>(initial?.form ?? 'standard');
  const shared = { initial, config, onDone, onCancel, ...(onDraft ? { onDraft } : {}) };
  return (
    <StepSection titleId="signup-step-one-title" title="gaia_signup_one_title" intro={t('gaia_signup_one_intro')}>
        <FormSwitch>
          <SegmentedControl
            label="gaia_signup_one_form_label"
            options={[
              { value: 'standard', label: 'gaia_signup_one_form_standard' },
              { value: 'alternative', label: 'gaia_signup_one_form_alternative' },
            ]}
            value={form}
            onChange={(next) => setForm(next === 'alternative' ? 'alternative' : 'standard')}
            fullWidth
          />
        </FormSwitch>
        {form === 'standard' ? <StandardStepOneForm {...shared} /> : <AlternativeStepOneForm {...shared} />}
    </StepSection>
  );
}

export default StepOne;
