import { useRef } from 'react';
import { ACCOUNT_MAX_LENGTH, normaliseCorporateId, normaliseIndividualAccount, type PartyType } from '@gaia/domain';
import { Button, FormError, useT } from '@gaia/ui';
import { FormFields, FormTextField } from '../../../forms/fields';
import { FaceCameraDialog, type FaceCameraMessages } from '../../../layout/dialog/FaceCameraDialog';
import { Form } from '../SignInPage.styles';
import { Intro, Status } from './FaceLoginForm.styles';
import { FaceResultModal } from './FaceResultModal';
import { useFaceLogin } from './useFaceLogin';

const CAMERA_MESSAGES: FaceCameraMessages = { title: 'gaia_portal_face_camera_title', loading: 'gaia_portal_face_camera_loading', busy: 'gaia_portal_face_comparing' };

export interface FaceLoginFormProps {
  /** INDIVIDUAL: account only; CORPORATE: company account and representative ID (spec 01 §2). */
  partyType: PartyType;
  /** Prefill of the account (corporate: gaiaId of the URL). */
  initialAccount?: string;
}

/**
 * F1.5 face login, individual and corporate (spec 01 §4): the account (corporate: company account and
 * representative ID, upper-case without spaces as typed), a face button that stays disabled until the
 * fields are valid, the camera dialog and the result modal (F1.10).
 */
export default function FaceLoginForm({ partyType, initialAccount }: FaceLoginFormProps) {
  const t = useT();
  const faceButtonRef = useRef<HTMLButtonElement>(null);
  const face = useFaceLogin({ partyType, initialAccount, faceButtonRef });
  const { form } = face;
  const errorId = `signin-face-error-${partyType.toLowerCase()}`;

  return (
    <>
      <Form onSubmit={form.handleSubmit} noValidate aria-describedby={form.formError ? errorId : undefined}>
        <FormFields form={form}>
          <Intro>{t(face.corporate ? 'gaia_portal_face_intro_corporate' : 'gaia_portal_face_intro')}</Intro>
          <FormError id={errorId}>{form.formError}</FormError>
          <FormTextField
            name="loginAcct"
            label={face.corporate ? 'gaia_portal_signin_company_account_label' : 'gaia_signin_account_label'}
            autoComplete="username"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={face.corporate ? normaliseCorporateId : normaliseIndividualAccount}
          />
          {face.corporate ? (
            <FormTextField
              name="representativeIdNbr"
              label="gaia_portal_signin_representative_label"
              required
              maxLength={ACCOUNT_MAX_LENGTH}
              normalise={normaliseCorporateId}
            />
          ) : null}
          <Status role="status">{face.status ? t(face.status) : ''}</Status>
          <Button type="submit" fullWidth disabled={!form.valid} loading={face.busy} ref={faceButtonRef}>
            gaia_portal_face_submit
          </Button>
        </FormFields>
      </Form>
      <FaceCameraDialog open={face.cameraOpen} onClose={face.cancelCapture} onCapture={face.onCapture} busy={face.comparing} error={face.captureError} messages={CAMERA_MESSAGES} />
      <FaceResultModal
        modal={face.modal}
        partyType={partyType}
        onRetry={face.retry}
        onClose={face.closeModal}
        onSignInAnotherWay={face.switchToPassword}
      />
    </>
  );
}
