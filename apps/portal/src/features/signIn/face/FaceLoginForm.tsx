import { useRef, type FormEvent } from 'react';
import { ACCOUNT_MAX_LENGTH, normaliseCorporateId, normaliseIndividualAccount, type PartyType } from '@gaia/domain';
import { Button, FormError, TextField, useT } from '@gaia/ui';
import { Form } from '../SignInPage.styles';
import { FaceCaptureDialog } from './FaceCaptureDialog';
import { Intro, Status } from './FaceLoginForm.styles';
import { FaceResultModal } from './FaceResultModal';
import { useFaceLogin } from './useFaceLogin';

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
  const accountRef = useRef<HTMLInputElement>(null);
  const face = useFaceLogin({ partyType, initialAccount, faceButtonRef, accountRef });
  const errorId = `signin-face-error-${partyType.toLowerCase()}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    face.press();
  };

  return (
    <>
      <Form onSubmit={submit} noValidate aria-describedby={face.formError ? errorId : undefined}>
        <Intro>{t(face.corporate ? 'gaia_portal_face_intro_corporate' : 'gaia_portal_face_intro')}</Intro>
        <FormError id={errorId}>{face.formError}</FormError>
        <TextField
          name="loginAcct"
          label={face.corporate ? 'gaia_portal_signin_company_account_label' : 'gaia_signin_account_label'}
          autoComplete="username"
          required
          maxLength={ACCOUNT_MAX_LENGTH}
          normalise={face.corporate ? normaliseCorporateId : normaliseIndividualAccount}
          value={face.account}
          onChange={face.setAccount}
          onBlur={face.blurAccount}
          error={face.accountError}
          inputRef={accountRef}
        />
        {face.corporate ? (
          <TextField
            name="representativeIdNbr"
            label="gaia_portal_signin_representative_label"
            required
            maxLength={ACCOUNT_MAX_LENGTH}
            normalise={normaliseCorporateId}
            value={face.representativeIdNbr}
            onChange={face.setRepresentative}
            onBlur={face.blurRepresentative}
            error={face.representativeError}
          />
        ) : null}
        <Status role="status">{face.status ? t(face.status) : ''}</Status>
        <Button type="submit" fullWidth disabled={!face.valid} loading={face.busy} ref={faceButtonRef}>
          gaia_portal_face_submit
        </Button>
      </Form>
      <FaceCaptureDialog
        open={face.cameraOpen}
        onClose={face.cancelCapture}
        onCapture={face.onCapture}
        comparing={face.comparing}
        error={face.captureError}
      />
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
