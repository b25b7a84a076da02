import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTURE_FRAME, classifyCameraError, coverCrop, type CameraErrorKind } from '@gaia/domain';

export type FaceCaptureStatus = 'starting' | 'live' | 'error';

export interface UseFaceCaptureOptions {
  onCapture: (blob: Blob) => unknown;
  onError?: (kind: CameraErrorKind, error: unknown) => void;
  facingMode: 'user' | 'environment';
  quality: number;
}

/** The camera asked for: 1280x720 ideally (the face box is in those pixels), no sound. */
export function cameraConstraints(facingMode: 'user' | 'environment'): MediaStreamConstraints {
  return {
    video: {
      width: { ideal: CAPTURE_FRAME.width },
      height: { ideal: CAPTURE_FRAME.height },
      facingMode,
    },
    audio: false,
  };
}

function stop(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Draws the current video frame on a 1280x720 canvas (cropped like the preview) and encodes a JPEG. */
function grabFrame(video: HTMLVideoElement, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = CAPTURE_FRAME.width;
  canvas.height = CAPTURE_FRAME.height;
  const context = canvas.getContext('2d');
  const { sx, sy, sw, sh } = coverCrop({ width: video.videoWidth, height: video.videoHeight });
  if (!context || sw <= 0 || sh <= 0) return Promise.resolve(null);
  context.drawImage(video, sx, sy, sw, sh, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Behaviour of the face capture: starts the camera, reports why it could not (permission denied or
 * device abnormal), retries, grabs a JPEG frame, and always releases the camera on unmount.
 */
export function useFaceCapture({ onCapture, onError, facingMode, quality }: UseFaceCaptureOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onErrorRef = useRef(onError);
  const [status, setStatus] = useState<FaceCaptureStatus>('starting');
  const [errorKind, setErrorKind] = useState<CameraErrorKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [capturing, setCapturing] = useState(false);
  const [taken, setTaken] = useState(false);

  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    let cancelled = false;
    const video = videoRef.current;
    const fail = (error: unknown) => {
      if (cancelled) return;
      const kind = classifyCameraError(error);
      stop(streamRef.current);
      streamRef.current = null;
      setErrorKind(kind);
      setStatus('error');
      onErrorRef.current?.(kind, error);
    };
    const start = async () => {
      try {
        const media = globalThis.navigator?.mediaDevices;
        if (typeof media?.getUserMedia !== 'function')
          throw new DOMException('No camera API', 'NotFoundError');
        const stream = await media.getUserMedia(cameraConstraints(facingMode));
        if (cancelled) {
          stop(stream);
          return;
        }
        streamRef.current = stream;
        // A camera unplugged or taken by another app mid-way ends its track: device abnormal.
        stream.getVideoTracks().forEach((track) => {
          track.addEventListener('ended', () =>
            fail(new DOMException('Camera track ended', 'NotReadableError')),
          );
        });
        if (!video) return;
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      } catch (error) {
        fail(error);
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop(streamRef.current);
      streamRef.current = null;
      if (video) video.srcObject = null;
    };
  }, [attempt, facingMode]);

  /** The video has a frame to show: the camera is live. */
  const onVideoReady = useCallback(() => {
    const video = videoRef.current;
    if (video && video.videoWidth > 0 && streamRef.current)
      setStatus((current) => (current === 'starting' ? 'live' : current));
  }, []);

  const retry = useCallback(() => {
    setStatus('starting');
    setErrorKind(null);
    setTaken(false);
    setAttempt((n) => n + 1);
  }, []);

  const capture = useCallback(async () => {
    const video = videoRef.current;
    if (!video || status !== 'live' || capturing) return;
    setCapturing(true);
    setTaken(false);
    const blob = await grabFrame(video, quality).catch(() => null);
    if (!blob) {
      setCapturing(false);
      setErrorKind('device-abnormal');
      setStatus('error');
      return;
    }
    try {
      await onCapture(blob);
      setTaken(true);
    } catch {
      // What happens to the picture (upload, comparison) is the caller's to report.
    } finally {
      setCapturing(false);
    }
  }, [capturing, onCapture, quality, status]);

  return { videoRef, status, errorKind, capturing, taken, capture, retry, onVideoReady };
}
