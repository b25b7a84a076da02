import { Suspense, type ComponentType, type ReactNode } from 'react';
import { DialogWidth } from '@gaia/domain';
import { FormError, lazyWithRetry, Modal, useT } from '@gaia/ui';
import { StatusLine } from '../page/text.styles';
import { CameraBody } from './FaceCameraDialog.styles';

const FaceCapture = lazyWithRetry(() => import('./faceCaptureChunk'));

/** The live region under the camera: told `role="status"`, so loading and checking are announced. */
export type CameraStatusLine = ComponentType<{ role: 'status'; children: ReactNode }>;

/** A face camera dialog's texts, as message keys. */
export interface FaceCameraMessages {
  title: string;
  /** While the camera code loads. */
  loading: string;
  /** While the picture is checked. */
  busy: string;
}

export interface FaceCameraDialogProps {
  open: boolean;
  /** Escape or the close button: no picture is taken. */
  onClose: () => void;
  /** The picture taken (1280x720 JPEG): upload and check it. */
  onCapture: (picture: Blob) => Promise<unknown>;
  /** While the picture is uploaded and checked: the camera waits and the status says so. */
  busy: boolean;
  /** A failed upload or check: the message to show under the camera. */
  error: string | undefined;
  messages: FaceCameraMessages;
  /** The box around the camera, its status and its error; a column with the dialog's gap unless given. */
  Body?: ComponentType<{ children: ReactNode }>;
  /** The status lines; the small muted line that takes no room when empty unless given. */
  Status?: CameraStatusLine;
}

/**
 * The face camera in a dialog, as sign-in, sign-up and step-up show it: the kit's FaceCapture loads
 * with the first opening, a status line says what is going on and the failure is shown below. The
 * mask does not close it, so a stray click does not throw away a picture being taken.
 */
export function FaceCameraDialog({
  open,
  onClose,
  onCapture,
  busy,
  error,
  messages,
  Body = CameraBody,
  Status = StatusLine,
}: FaceCameraDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={messages.title} width={DialogWidth.info} dismissOnMask={false}>
      <Body>
        <Suspense fallback={<Status role="status">{t(messages.loading)}</Status>}>
          <FaceCapture onCapture={onCapture} disabled={busy} />
        </Suspense>
        <Status role="status">{busy ? t(messages.busy) : ''}</Status>
        <FormError>{error}</FormError>
      </Body>
    </Modal>
  );
}
