import { DialogWidth } from '@gaia/domain';
import { Suspense } from 'react';
import { FormError, lazyWithRetry, Modal, useT } from '@gaia/ui';
import { CaptureBody, Status } from './FaceLoginForm.styles';

const FaceCapture = lazyWithRetry(() => import('./faceCaptureChunk'));

export interface FaceCaptureDialogProps {
  open: boolean;
  /** Escape or the close button: the capture is cancelled. */
  onClose: () => void;
  /** The picture taken: upload and compare it. */
  onCapture: (blob: Blob) => Promise<unknown>;
  /** While the picture is being compared. */
  comparing: boolean;
  /** A failed upload or comparison: the server's message or ours. */
  error: string | undefined;
}

/** The camera of face login (F1.5 step 4) in a dialog; the kit's FaceCapture loads with the first opening. */
export function FaceCaptureDialog({ open, onClose, onCapture, comparing, error }: FaceCaptureDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title="gaia_portal_face_camera_title" width={DialogWidth.info} dismissOnMask={false}>
      <CaptureBody>
        <Suspense fallback={<Status role="status">{t('gaia_portal_face_camera_loading')}</Status>}>
          <FaceCapture onCapture={onCapture} disabled={comparing} />
        </Suspense>
        <Status role="status">{comparing ? t('gaia_portal_face_comparing') : ''}</Status>
        <FormError>{error}</FormError>
      </CaptureBody>
    </Modal>
  );
}
