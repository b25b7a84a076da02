import { faceModalContent, type FaceModal, type PartyType, DialogWidth } from '@gaia/domain';
import { ResultDialog } from '@gaia/ui';

export interface FaceResultModalProps {
  /** Which result, if any: oops, max-limit (individual) or not-captured. */
  modal: FaceModal | undefined;
  partyType: PartyType;
  /** "Try again" (oops, not-captured): straight back to the check and the camera. */
  onRetry: () => void;
  /** OK (oops, not-captured), Cancel (max-limit), Escape or the close button. */
  onClose: () => void;
  /** OK on the max-limit modal, whose text asks the person to sign in another way. */
  onSignInAnotherWay: () => void;
}

/**
 * The face-verification result modal (F1.10, spec 01 §2, §8): width 424, titled oops, max-limit or
 * not-captured, with the corporate subtitle where the domain gives one. Try again and OK; at the
 * individual tips threshold, Cancel and OK.
 */
export function FaceResultModal({ modal, partyType, onRetry, onClose, onSignInAnotherWay }: FaceResultModalProps) {
  if (!modal) return null;
  const content = faceModalContent(modal, partyType);
  const retryable = content.actions[0] === 'retry';
  return (
    <ResultDialog
      open
      onClose={onClose}
      width={DialogWidth.face}
      variant={modal === 'notCaptured' ? 'tryAgain' : 'oops'}
      title={content.titleKey}
      message={content.textKey}
      actionLabel={retryable ? 'gaia_dialog_try_again' : 'gaia_action_ok'}
      onAction={retryable ? onRetry : onSignInAnotherWay}
      secondaryLabel={retryable ? 'gaia_action_ok' : 'gaia_action_cancel'}
      onSecondary={onClose}
    />
  );
}
