import { useId } from 'react';
import { CameraOff } from '../internal/icons/glyphs';
import { CAMERA_ERROR_MESSAGE, type CameraErrorKind } from '@gaia/domain';
import { Button } from '../Button/Button';
import { FormError } from '../FieldError/FieldError';
import { useT } from '../provider/GaiaContext';
import {
  Actions,
  Guide,
  Instructions,
  Placeholder,
  Preview,
  Root,
  StatusText,
  Video,
} from './FaceCapture.styles';
import { useFaceCapture } from './useFaceCapture';

export interface FaceCaptureProps {
  /**
   * Receives the captured picture: a 1280x720 JPEG whose face box is (305,0)-(980,720). While the
   * returned promise is pending the capture button shows busy.
   */
  onCapture: (blob: Blob) => Promise<unknown> | unknown;
  /** Told when the camera cannot start or stops: permission denied or device abnormal. */
  onError?: (kind: CameraErrorKind, error: unknown) => void;
  /** Name of the capture area: a message key or text. @default 'gaia_face_capture_label' */
  label?: string;
  /** What to do, shown under the preview. @default 'gaia_face_capture_instructions' */
  instructions?: string;
  /** Label of the capture button. @default 'gaia_face_capture_take' */
  captureLabel?: string;
  /** Label of the button once the camera failed. @default 'gaia_face_capture_retry' */
  retryLabel?: string;
  /** Show the preview as a mirror, as people expect of a front camera (the picture sent is not mirrored). @default true */
  mirrored?: boolean;
  /** Which camera to ask for. @default 'user' */
  facingMode?: 'user' | 'environment';
  /** JPEG quality between 0 and 1. @default 0.92 */
  quality?: number;
  /** Blocks capturing, e.g. while the caller compares the previous picture. @default false */
  disabled?: boolean;
  /** The frame drawn over the preview: the face box, or a landscape document (ID card, passport page). @default 'face' */
  guide?: 'face' | 'document';
  /** Message keys replacing the camera-fault messages, e.g. to name the way on without a camera. */
  errorMessages?: Partial<Record<CameraErrorKind, string>>;
}

const STATUS_KEY = {
  starting: 'gaia_face_capture_starting',
  live: 'gaia_face_capture_ready',
} as const;

/**
 * The camera preview with the face-box guide and a capture button.
 * Asks for the camera at 1280x720, explains a refused permission or a failing camera, and retries.
 */
export function FaceCapture({
  onCapture,
  onError,
  label = 'gaia_face_capture_label',
  instructions = 'gaia_face_capture_instructions',
  captureLabel = 'gaia_face_capture_take',
  retryLabel = 'gaia_face_capture_retry',
  mirrored = true,
  facingMode = 'user',
  quality = 0.92,
  disabled = false,
  guide = 'face',
  errorMessages,
}: FaceCaptureProps) {
  const t = useT();
  const instructionsId = useId();
  const { videoRef, status, errorKind, capturing, taken, capture, retry, onVideoReady } =
    useFaceCapture({
      onCapture,
      onError,
      facingMode,
      quality,
    });
  const failed = status === 'error';
  const statusText = failed ? '' : taken ? t('gaia_face_capture_taken') : t(STATUS_KEY[status]);

  return (
    <Root role="group" aria-label={t(label)} aria-describedby={instructionsId}>
      <Preview dir="ltr" data-state={status} data-mirrored={mirrored ? '' : undefined}>
        <Video
          ref={videoRef}
          muted
          playsInline
          autoPlay
          aria-hidden="true"
          tabIndex={-1}
          onLoadedData={onVideoReady}
          onPlaying={onVideoReady}
        />
        <Guide data-face-guide="" data-guide={guide} aria-hidden="true" />
        {failed ? (
          <Placeholder>
            <CameraOff size={48} aria-hidden="true" />
          </Placeholder>
        ) : null}
      </Preview>
      <Instructions id={instructionsId}>{t(instructions)}</Instructions>
      <StatusText role="status">{statusText}</StatusText>
      <FormError>{errorKind ? (errorMessages?.[errorKind] ?? CAMERA_ERROR_MESSAGE[errorKind]) : null}</FormError>
      <Actions>
        <Button
          variant="primary"
          disabled={failed ? false : disabled || status !== 'live'}
          loading={capturing}
          onClick={failed ? retry : () => void capture()}
        >
          {failed ? retryLabel : captureLabel}
        </Button>
      </Actions>
    </Root>
  );
}
