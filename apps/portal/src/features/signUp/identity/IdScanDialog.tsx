import { DialogWidth, type CameraErrorKind } from '@gaia/domain';
import { Button, FaceCapture, Modal } from '@gaia/ui';
import { CancelFooter } from '../../../layout/dialog/CancelFooter';

export interface IdScanDialogProps {
  /** Told of the picture taken (1280x720 JPEG). */
  onCapture: (picture: Blob) => void;
  /** Told when the camera cannot start: permission denied or device abnormal (F2.20). */
  onCameraFault: (kind: CameraErrorKind) => void;
  /** Go on without the camera: upload a photo of the ID (runs in the click, so it may open a file chooser). */
  onUploadInstead: () => void;
  onCancel: () => void;
}

/** Camera-fault messages of this step: each names the way on without the camera (spec 02 §8; F2.20). */
const FAULT_MESSAGES: Record<CameraErrorKind, string> = {
  'permission-denied': 'gaia_signup_camera_denied',
  'device-abnormal': 'gaia_signup_camera_abnormal',
};

/**
 * F2.5: the ID scan (spec 02 §2 "Dialogs"; §9 document camera 1280x720 JPEG) — the back camera with
 * a document frame; upload instead is always offered, and named by the fault message when the
 * camera fails (F2.20). Loaded only when opened, so the camera code stays out of the step's chunk.
 */
export default function IdScanDialog({
  onCapture,
  onCameraFault,
  onUploadInstead,
  onCancel,
}: IdScanDialogProps) {
  return (
    <Modal
      open
      onClose={onCancel}
      title="gaia_signup_ocr_scan_title"
      width={DialogWidth.info}
      footer={
        <CancelFooter onCancel={onCancel} cancelLabel="gaia_signup_ocr_cancel">
          <Button variant="secondary" onClick={onUploadInstead}>
            gaia_signup_ocr_upload_instead
          </Button>
        </CancelFooter>
      }
    >
      <FaceCapture
        guide="document"
        facingMode="environment"
        mirrored={false}
        label="gaia_signup_ocr_camera_label"
        instructions="gaia_signup_ocr_scan_instructions"
        captureLabel="gaia_signup_ocr_take"
        retryLabel="gaia_signup_ocr_retry_camera"
        errorMessages={FAULT_MESSAGES}
        onError={(kind) => onCameraFault(kind)}
        onCapture={onCapture}
      />
    </Modal>
  );
}
