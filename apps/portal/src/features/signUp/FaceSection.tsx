import { useState, type ReactNode } from 'react';
import { DialogWidth, SignUpSubmitMessageKey, formFailure, shownMessage, type CheckedFace } from '@gaia/domain';
import { Button, FormError, ResultDialog, useT, useToast } from '@gaia/ui';
import { FaceCameraDialog, type FaceCameraMessages } from '../../layout/dialog/FaceCameraDialog';
import { submissionApi } from './signUpApi';
import { Muted, Row, Section, SectionTitle } from './SignUpPage.styles';

const CAMERA_MESSAGES: FaceCameraMessages = { title: 'gaia_signup_flow_face_camera_title', loading: 'gaia_signup_flow_face_loading', busy: 'gaia_signup_flow_face_checking' };

/** The camera keeps the outlined box of sign-up's sections; a div, as a dialog's body is no part of the page's outline. */
function CameraSection({ children }: { children: ReactNode }) {
  return <Section as="div">{children}</Section>;
}

export interface FaceSectionProps {
  /** The face that passed the check, if any. */
  face: CheckedFace | undefined;
  /** Whether a face must be given (faceNullable N) — held faces of an upgrade count. */
  required: boolean;
  /** The existing profile holds a face already (upgrade): a new photo is optional. */
  held: boolean;
  /** The message under the section when the face is missing and a submit was refused. */
  error: string | undefined;
  onChecked: (face: CheckedFace) => void;
  onRemoved: () => void;
  disabled?: boolean;
}

/**
 * Face at registration (spec 02 §4, F2.8): take a photo, upload it, run the anti-spoof check on its
 * path. A photo that fails the check shows the 'Face recognition failed.' toast and the try-again
 * dialog (width 424), whose Try again opens the camera again.
 */
export function FaceSection({ face, required, held, error, onChecked, onRemoved, disabled }: FaceSectionProps) {
  const t = useT();
  const toast = useToast();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [tryAgain, setTryAgain] = useState(false);

  const check = async (picture: Blob) => {
    setChecking(true);
    setUploadError(undefined);
    try {
      const checked = await submissionApi.checkFace(picture);
      if (checked) {
        onChecked(checked);
        setCameraOpen(false);
        return;
      }
      setCameraOpen(false);
      toast.show({ tone: 'error', message: t(SignUpSubmitMessageKey.faceFailed) });
      setTryAgain(true);
    } catch (failure) {
      setUploadError(shownMessage(t, formFailure(failure).text) ?? t('gaia_upload_failed'));
    } finally {
      setChecking(false);
    }
  };

  const hint = held ? 'gaia_signup_flow_face_held' : required ? 'gaia_signup_flow_face_needed' : 'gaia_signup_flow_face_optional';
  return (
    <Section aria-labelledby="signup-face-title">
      <SectionTitle id="signup-face-title">{t('gaia_signup_flow_face_heading')}</SectionTitle>
      <Muted id="signup-face-hint">{t(face ? 'gaia_signup_flow_face_passed' : hint)}</Muted>
      <Row>
        <Button variant={face ? 'secondary' : 'primary'} onClick={() => setCameraOpen(true)} disabled={disabled} aria-describedby="signup-face-hint">
          {face ? 'gaia_signup_flow_face_retake' : 'gaia_signup_flow_face_take'}
        </Button>
        {face ? (
          <Button variant="secondary" onClick={onRemoved} disabled={disabled}>
            gaia_signup_flow_face_remove
          </Button>
        ) : null}
      </Row>
      <FormError>{error}</FormError>
      <FaceCameraDialog
        open={cameraOpen}
        onClose={() => setCameraOpen(false)}
        onCapture={check}
        busy={checking}
        error={uploadError}
        messages={CAMERA_MESSAGES}
        Body={CameraSection}
        Status={Muted}
      />
      <ResultDialog
        open={tryAgain}
        onClose={() => setTryAgain(false)}
        variant="tryAgain"
        width={DialogWidth.face}
        title="gaia_signup_flow_face_try_again_title"
        message="gaia_signup_flow_face_try_again_text"
        actionLabel="gaia_dialog_try_again"
        onAction={() => {
          setTryAgain(false);
          setCameraOpen(true);
        }}
        secondaryLabel="gaia_action_ok"
      />
    </Section>
  );
}
