import { useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { ResultCode, StepUpFaceCode, type PartyType, type StepUpEvent, type StepUpState } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { FaceCameraDialog, type FaceCameraMessages } from '../../layout/dialog/FaceCameraDialog';
import { StepUpChooser } from './StepUpChooser';
import { StepUpOtpDialog } from './StepUpOtpDialog';
import { StepUpFailedTwiceDialog, StepUpOopsDialog } from './StepUpResultDialogs';
import { stepUpApi, uploadStepUpFace } from './stepUpApi';

const FACE_MESSAGES: FaceCameraMessages = { title: 'gaia_stepup_face_title', loading: 'gaia_stepup_face_loading', busy: 'gaia_stepup_face_verifying' };

/** The dashboard the failed-twice dialog leads to (spec 03 §2 home route). */
export const DASHBOARD_PATH = '/myProfile';

export interface StepUpDialogsProps {
  state: StepUpState;
  dispatch: Dispatch<StepUpEvent>;
  partyType: PartyType;
  /** Session-storage key of the code countdown. */
  countdownKey: string;
}

/**
 * The dialogs of step-up (F3.10), one open at a time as the domain's flow says; runs the effects
 * the open dialog names (upload and face verify, code verify) and reports their outcome to the flow.
 */
export function StepUpDialogs({ state, dispatch, partyType, countdownKey }: StepUpDialogsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [verifying, setVerifying] = useState(false);
  const [faceError, setFaceError] = useState<string>();
  const close = () => dispatch({ type: 'closed' });

  async function verifyFace(blob: Blob) {
    setVerifying(true);
    setFaceError(undefined);
    try {
      const answer = await stepUpApi.faceVerify(partyType, await uploadStepUpFace(blob));
      if (answer.code === ResultCode.success && answer.data?.referenceId) dispatch({ type: 'passed', referenceId: answer.data.referenceId });
      else dispatch({ type: 'faceFailed', notCaptured: answer.code === StepUpFaceCode.notCaptured });
    } catch {
      // The call never answered: nothing was compared, so it is not a failure of the person.
      setFaceError(t('gaia_stepup_face_error'));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <>
      <StepUpChooser
        open={state.dialog === 'chooser'}
        method={state.method}
        faceEnabled={state.faceEnabled}
        onMethodChange={(method) => dispatch({ type: 'methodChanged', method })}
        onSubmit={() => dispatch({ type: 'submitted' })}
        onClose={close}
      />
      <FaceCameraDialog open={state.dialog === 'face'} onClose={close} onCapture={verifyFace} busy={verifying} error={faceError} messages={FACE_MESSAGES} />
      <StepUpOopsDialog
        open={state.dialog === 'oops'}
        onRetry={() => dispatch({ type: 'retried' })}
        onUseOtp={() => dispatch({ type: 'switchedToOtp' })}
        onClose={close}
      />
      <StepUpOtpDialog
        open={state.dialog === 'otp'}
        partyType={partyType}
        reason={state.otpReason}
        countdownKey={countdownKey}
        onPassed={(referenceId) => dispatch({ type: 'passed', referenceId })}
        onWrongCode={() => dispatch({ type: 'otpFailed' })}
        onClose={close}
      />
      <StepUpFailedTwiceDialog
        open={state.dialog === 'failedTwice'}
        onDashboard={() => {
          close();
          navigate(DASHBOARD_PATH);
        }}
      />
    </>
  );
}
