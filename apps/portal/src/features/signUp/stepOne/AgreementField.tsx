import { useState } from 'react';
import type { AgreementType } from '@gaia/domain';
import { Button, Checkbox } from '@gaia/ui';
import { AgreementDialog, preloadAgreementDialog } from './lazyDialogs';
import { Agreement, AgreementLinks } from './StepOne.styles';

export interface AgreementFieldProps {
  /** Whether terms and privacy are agreed. */
  agreed: boolean;
  /** The rule's message (a translated text or key). */
  error?: string;
  /** The box was ticked or cleared, by the person or by Agree in a document. */
  onChange: (agreed: boolean) => void;
}

/**
 * The terms and privacy checkbox of step one (spec 02 §2, §5): the links open the documents (HTML
 * from /ecare/content/detail, sanitised, width 1000, Cancel and Agree); Agree ticks the box. The
 * dialog's code loads when a link is pointed at, focused or pressed, not with the step.
 */
export function AgreementField({ agreed, error, onChange }: AgreementFieldProps) {
  const [open, setOpen] = useState<AgreementType>();
  const set = (checked: boolean) => onChange(checked);
  return (
    <Agreement>
      <Checkbox
        name="agree"
        label="gaia_signup_one_agree_label"
        required
        checked={agreed}
        onChange={set}
        error={error}
      />
      <AgreementLinks>
        <Button variant="ghost" onClick={() => setOpen('TERMS')} onPointerEnter={preloadAgreementDialog} onFocus={preloadAgreementDialog}>
          gaia_signup_one_read_terms
        </Button>
        <Button variant="ghost" onClick={() => setOpen('PRIVACY')} onPointerEnter={preloadAgreementDialog} onFocus={preloadAgreementDialog}>
          gaia_signup_one_read_privacy
        </Button>
      </AgreementLinks>
      {open ? <AgreementDialog type={open} onClose={() => setOpen(undefined)} onAgree={() => set(true)} /> : null}
    </Agreement>
  );
}
