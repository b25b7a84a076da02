import { Suspense } from 'react';
import { DialogWidth } from '@gaia/domain';
import { FormError, lazyWithRetry, Modal, useT } from '@gaia/ui';
import { Muted, Section } from './SignUpPage.styles';

const FaceCapture = lazyWithRetry(() => import('./faceCaptureChunk'));

export interface FaceCameraDialogProps {
  open: boolean;
  /** Escape or the close button: no photo is taken. */
  onClose: () => void;
  /** The 1280x720 JPEG taken: upload and check it. */
  onCapture: (picture: Blob) => Promise<unknown>;
  /** While the photo is being uploaded and checked. */
  checking: boolean;
  /** A failed upload: the message to show under the camera. */
  error: string | undefined;
}

/** The face camera of sign-up (spec 02 §2 "face camera capture (1280x720 JPEG)"); the camera code loads with the first opening. */
export function FaceCameraDialog({ open, onClose, onCapture, checking, error }: FaceCameraDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title="gaia_signup_flow_face_camera_title" width={DialogWidth.info} dismissOnMask={false}>
      <Section as="div">
        <Suspense fallback={<Muted role="status">{t('gaia_signup_flow_face_loading')}</Muted>}>
          <FaceCapture onCapture={onCapture} disabled={checking} />
        </Suspense>
        <Muted role="status">{checking ? t('gaia_signup_flow_face_checking') : ''}</Muted>
        <FormError>{error}</FormError>
      </Section>
    </Modal>
  );
}
