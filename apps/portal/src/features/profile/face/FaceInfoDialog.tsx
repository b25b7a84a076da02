import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileCompletionKeys } from '@gaia/domain';
import { Button, FaceCapture, FormError, Modal, Spinner, useT, useToast } from '@gaia/ui';
import { sessionQuery } from '../../../app/session';
import { enrolFace, faceInfoKey, loadFaceInfo } from './faceInfoApi';
import { Body, ErrorContent, ErrorTitle, FaceImage } from './FaceInfoDialog.styles';

/** Props of the face information modal (F3.11). */
export interface FaceInfoDialogProps {
  /** Called when the dialog closes (focus returns to the opener). */
  onClose: () => void;
}

/** Spec 03 §9: the face modal's spinner waits 1000 ms while the profile is acquired. */
const FACE_SPINNER_DELAY_MS = 1000;

/**
 * The face information modal (F3.11, spec 03 §4 "Face modal"): loading, then the stored face's
 * picture, or the error state (lb_face_information_error_title/content) with Cancel and Add face.
 * Add face opens the camera; the picture is uploaded, stored on the profile (biometrics type 1,
 * actionType A), a success tip shows and the modal closes. Width 424 (spec 02 §9 "face 424").
 */
export default function FaceInfoDialog({ onClose }: FaceInfoDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const userId = useQuery(sessionQuery).data?.userId ?? '';
  const info = useQuery({ queryKey: faceInfoKey(userId), queryFn: () => loadFaceInfo(userId), enabled: userId !== '', retry: false });
  const [capturing, setCapturing] = useState(false);
  const [failed, setFailed] = useState(false);

  const capture = async (picture: Blob) => {
    if (!info.data) return;
    setFailed(false);
    try {
      await enrolFace(info.data.partyId, picture);
    } catch {
      setFailed(true);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileCompletionKeys.profiles(userId) });
    toast.show({ tone: 'success', message: 'lb_face_information_success' });
    onClose();
  };

  const hasImage = Boolean(info.data?.imageUrl);
  const footer = capturing ? (
    <Button variant="secondary" onClick={() => setCapturing(false)}>{t('lb_face_information_cancel')}</Button>
  ) : hasImage ? (
    <Button onClick={onClose}>{t('lb_face_information_close')}</Button>
  ) : info.isPending ? null : (
    <>
      <Button variant="secondary" onClick={onClose}>{t('lb_face_information_cancel')}</Button>
      <Button disabled={!info.data} onClick={() => setCapturing(true)}>{t('lb_face_information_add')}</Button>
    </>
  );

  return (
    <Modal open onClose={onClose} title="lb_face_information_title" size="small" footer={footer}>
      <Body>
        {capturing ? (
          <>
            <FaceCapture onCapture={capture} />
            <FormError>{failed ? t('lb_face_information_failed') : undefined}</FormError>
          </>
        ) : info.isPending ? (
          <Spinner delay={FACE_SPINNER_DELAY_MS} label="lb_face_information_loading" showLabel />
        ) : hasImage ? (
          <FaceImage src={info.data!.imageUrl} alt={t('lb_face_information_image_alt')} />
        ) : (
          <>
            <ErrorTitle>{t('lb_face_information_error_title')}</ErrorTitle>
            <ErrorContent>{t('lb_face_information_error_content')}</ErrorContent>
          </>
        )}
      </Body>
    </Modal>
  );
}
