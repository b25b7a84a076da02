import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DialogWidth, type AgreementType } from '@gaia/domain';
import { Button, Checkbox, HtmlContentDialog, useGaia } from '@gaia/ui';
import { agreementDetailQuery } from './stepOneQueries';
import { Agreement, AgreementLinks } from './StepOne.styles';

const titles: Record<AgreementType, string> = { TERMS: 'gaia_dialog_terms_title', PRIVACY: 'gaia_dialog_privacy_title' };

/** The document dialog's content, fetched when it is first opened. */
function AgreementDialog({ type, onClose, onAgree }: { type: AgreementType | undefined; onClose: () => void; onAgree: () => void }) {
  const { locale } = useGaia();
  const content = useQuery({ ...agreementDetailQuery(type ?? 'TERMS', locale), enabled: type !== undefined });
  return (
    <HtmlContentDialog
      open={type !== undefined}
      onClose={onClose}
      onAgree={onAgree}
      title={content.data?.title ?? titles[type ?? 'TERMS']}
      html={content.data?.content}
      width={type === 'PRIVACY' ? DialogWidth.privacy : DialogWidth.terms}
    />
  );
}

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
 * from /ecare/content/detail, sanitised, width 1000, Cancel and Agree); Agree ticks the box.
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
        <Button variant="ghost" onClick={() => setOpen('TERMS')}>
          gaia_signup_one_read_terms
        </Button>
        <Button variant="ghost" onClick={() => setOpen('PRIVACY')}>
          gaia_signup_one_read_privacy
        </Button>
      </AgreementLinks>
      <AgreementDialog type={open} onClose={() => setOpen(undefined)} onAgree={() => set(true)} />
    </Agreement>
  );
}
