import { useQuery } from '@tanstack/react-query';
import { HtmlContentDialog } from '@gaia/ui';
import { agreementQuery } from '../../app/queries/content';

export interface TermsDialogProps {
  onClose: () => void;
  /** Agree ticks the terms box. */
  onAgree: () => void;
}

/**
 * The terms (F2.11, as F1.10): the agreement from the content call, sanitised and shown by the kit's
 * HtmlContentDialog (width 1000), Cancel and Agree. Its own chunk, loaded when first opened.
 */
export default function TermsDialog({ onClose, onAgree }: TermsDialogProps) {
  const terms = useQuery(agreementQuery('TERMS'));
  return (
    <HtmlContentDialog
      open
      onClose={onClose}
      onAgree={onAgree}
      title={terms.data?.title ?? 'gaia_dialog_terms_title'}
      html={terms.data?.content}
      loading={terms.isPending}
    />
  );
}
