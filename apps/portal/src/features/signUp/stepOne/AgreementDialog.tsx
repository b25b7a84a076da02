import { useQuery } from '@tanstack/react-query';
import { DialogWidth, type AgreementType } from '@gaia/domain';
import { HtmlContentDialog, useGaia } from '@gaia/ui';
import { agreementDetailQuery } from './stepOneQueries';

const titles: Record<AgreementType, string> = { TERMS: 'gaia_dialog_terms_title', PRIVACY: 'gaia_dialog_privacy_title' };

export interface AgreementDialogProps {
  /** The document shown: the terms or the privacy notice. */
  type: AgreementType;
  /** Cancel, Escape or the close button. */
  onClose: () => void;
  /** Agree: the step ticks its terms box. */
  onAgree: () => void;
}

/**
 * The terms or privacy document of sign-up step one (spec 02 §2, §5; F2.1): HTML from
 * /ecare/content/detail in the user's language, sanitised by the kit's dialog, width 1000 for the
 * terms and the privacy width for the notice, with Cancel and Agree. Its title shows before the
 * content has arrived.
 */
export function AgreementDialog({ type, onClose, onAgree }: AgreementDialogProps) {
  const { locale } = useGaia();
  const content = useQuery(agreementDetailQuery(type, locale));
  return (
    <HtmlContentDialog
      open
      onClose={onClose}
      onAgree={onAgree}
      title={content.data?.title ?? titles[type]}
      html={content.data?.content}
      width={type === 'PRIVACY' ? DialogWidth.privacy : DialogWidth.terms}
    />
  );
}
