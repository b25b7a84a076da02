import { useQuery } from '@tanstack/react-query';
import type { AgreementType } from '@gaia/domain';
import { HtmlContentDialog } from '@gaia/ui';
import { agreementQuery } from '../../app/queries/content';

export interface AgreementDialogProps {
  /** TERMS (sign-up terms and conditions) or PRIVACY (privacy policy). */
  type: AgreementType;
  onClose: () => void;
}

/**
 * F3.1: terms or privacy from the side panel — the server's HTML, sanitised, in a modal of width 1000;
 * read only (there is nothing to agree to once signed in).
 */
export default function AgreementDialog({ type, onClose }: AgreementDialogProps) {
  const agreement = useQuery(agreementQuery(type));
  return (
    <HtmlContentDialog
      open
      readOnly
      width={1000}
      onClose={onClose}
      title={agreement.data?.title || (type === 'TERMS' ? 'gaia_dialog_terms_title' : 'gaia_dialog_privacy_title')}
      html={agreement.data?.content}
    />
  );
}
