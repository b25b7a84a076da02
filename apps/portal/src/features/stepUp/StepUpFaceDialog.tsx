import { Suspense } from 'react';
import { FormError, lazyWithRetry, Modal, useT } from '@gaia/ui';
import { DialogWidth } from '@gaia/domain';
import { Body, Status } from './StepUp.styles';

const FaceCapture = lazyWithRetry(() => import('./faceCaptureChunk'));

export interface StepUpFaceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picture taken: upload and verify it. */
  onCapture: (blob: Blob) => Promise<unknown>;
  /** While the picture is uploaded and verified. */
  verifying: boolean;
  /** A call that could not be completed (network, server). */
  error: string | undefined;
}

/** The face step of step-up (F3.10): the kit's camera, loaded with the first opening. */
export function StepUpFaceDialog({ open, onClose, onCapture, verifying, error }: StepUpFaceDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title="gaia_stepup_face_title" width={DialogWidth.info} dismissOnMask={false}>
      <Body>
        <Suspense fallback={<Status role="status">{t('gaia_stepup_face_loading')}</Status>}>
          <FaceCapture onCapture={onCapture} disabled={verifying} />
        </Suspense>
        <Status role="status">{verifying ? t('gaia_stepup_face_verifying') : ''}</Status>
        <FormError>{error}</FormError>
      </Body>
    </Modal>
  );
}
