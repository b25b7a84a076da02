/**
 * Stories only (not exported by the kit): a stand-in camera, since the test browser has none.
 * getUserMedia answers, call by call, with a live canvas.captureStream() or rejects with a
 * DOMException such as NotAllowedError; enumerateDevices lists the given device kinds.
 */
import { fn } from 'storybook/test';

export type CameraOutcome = 'stream' | DOMException;

export interface CameraStub {
  getUserMedia: ReturnType<typeof fn>;
  enumerateDevices: ReturnType<typeof fn>;
  /** Puts the real browser functions back and stops every stream handed out. */
  restore: () => void;
}

/** A moving picture with a face-like oval inside the face box, so captured frames are not blank. */
function fakeCameraStream(width: number, height: number, cleanups: Array<() => void>): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    if (!context) return;
    frame += 1;
    context.fillStyle = '#35506e';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#e2b48c';
    context.beginPath();
    context.ellipse(width / 2, height / 2, width * 0.16, height * 0.36, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#ffffff';
    context.fillRect((frame * 8) % width, height - 8, 40, 8);
  };
  draw();
  const timer = setInterval(draw, 50);
  const stream = canvas.captureStream(20);
  cleanups.push(() => {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
  });
  return stream;
}

export function stubCamera(
  outcomes: CameraOutcome[] = ['stream'],
  {
    devices = ['videoinput', 'audioinput'],
    size = { width: 1280, height: 720 },
  }: { devices?: MediaDeviceKind[]; size?: { width: number; height: number } } = {},
): CameraStub {
  const media = navigator.mediaDevices;
  const saved = {
    getUserMedia: Object.getOwnPropertyDescriptor(media, 'getUserMedia'),
    enumerateDevices: Object.getOwnPropertyDescriptor(media, 'enumerateDevices'),
  };
  const cleanups: Array<() => void> = [];
  let call = 0;
  const getUserMedia = fn(async (_constraints?: MediaStreamConstraints) => {
    const outcome = outcomes[Math.min(call, outcomes.length - 1)] ?? 'stream';
    call += 1;
    if (outcome !== 'stream') throw outcome;
    return fakeCameraStream(size.width, size.height, cleanups);
  });
  const enumerateDevices = fn(async () =>
    devices.map((kind, index) => ({
      kind,
      deviceId: `stub-${index}`,
      groupId: 'stub',
      label: '',
      toJSON: () => ({}),
    })),
  );
  Object.defineProperty(media, 'getUserMedia', {
    value: getUserMedia,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(media, 'enumerateDevices', {
    value: enumerateDevices,
    configurable: true,
    writable: true,
  });
  return {
    getUserMedia,
    enumerateDevices,
    restore: () => {
      for (const [name, descriptor] of Object.entries(saved)) {
        if (descriptor) Object.defineProperty(media, name, descriptor);
        else delete (media as unknown as Record<string, unknown>)[name];
      }
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
