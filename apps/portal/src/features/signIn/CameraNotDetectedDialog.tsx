import { DialogWidth } from '@gaia/domain';
import { ResultDialog } from '@gaia/ui';

/** The camera-not-detected dialog (width 400, spec 01 §2; F1.8, F1.10). */
export default function CameraNotDetectedDialog({ onClose }: { onClose: () => void }) {
  return (
    <ResultDialog
      open
      onClose={onClose}
      variant="oops"
      width={DialogWidth.camera}
      title="gaia_portal_signin_camera_title"
      message="gaia_portal_signin_camera_message"
    />
  );
}
