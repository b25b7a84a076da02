import { useState } from 'react';
import { OnboardingMessageKey } from '@gaia/domain';
import { Button, SignaturePad, useT } from '@gaia/ui';
import { Intro, Section, SignatureImage } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

/**
 * Step 6 (F2.16): the customer's signature — clear, confirm (which locks the image and keeps it in
 * the draft) and modify (which unlocks it: the kept image goes until confirmed again). A signature
 * kept from before (Back, a reload) shows as its image with Modify.
 */
export function SignatureStep({ draft, update, next, back }: OnboardingStepProps) {
  const t = useT();
  const [tried, setTried] = useState(false);
  const [editing, setEditing] = useState(!draft.signature);
  return (
    <StepFrame onBack={back} onNext={() => (draft.signature ? next() : setTried(true))} error={tried && !draft.signature ? OnboardingMessageKey.signatureRequired : undefined}>
      <Intro>{t('gaia_onboarding_signature_intro')}</Intro>
      {editing ? (
        <SignaturePad
          onConfirm={(dataUrl) => update({ signature: dataUrl })}
          onModify={() => update({ signature: undefined })}
          onClear={() => update({ signature: undefined })}
        />
      ) : (
        <Section>
          <SignatureImage src={draft.signature} alt={t('gaia_onboarding_review_signature')} />
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                update({ signature: undefined });
                setEditing(true);
              }}
            >
              gaia_kitnumbers_signature_modify
            </Button>
          </div>
        </Section>
      )}
    </StepFrame>
  );
}
