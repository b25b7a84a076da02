import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type fn } from 'storybook/test';
import { FaceCapture } from './FaceCapture';
import { faceCaptureStoryDefaults } from './FaceCapture.fixtures';
import { hasCamera } from './hasCamera';
import { stubCamera, type CameraOutcome, type CameraStub } from './cameraStub';

/** The stand-in camera of the running story (the test browser has none). */
let camera: CameraStub | undefined;
function withCamera(outcomes: CameraOutcome[], options?: Parameters<typeof stubCamera>[1]) {
  return () => {
    camera = stubCamera(outcomes, options);
    return () => {
      camera?.restore();
      camera = undefined;
    };
  };
}

const meta = {
  title: 'Primitives/FaceCapture/Features',
  component: FaceCapture,
  ...faceCaptureStoryDefaults,
} satisfies Meta<typeof FaceCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAKE = /take photo|التقاط الصورة/i;
const RETRY = /try again|حاول مرة أخرى/i;
const denied = () => new DOMException('Permission denied', 'NotAllowedError');

/** Waits for the camera to be live: the capture button stops being disabled. */
async function liveButton(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole('button', { name: TAKE });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
  return button;
}

// F1.5
/** The camera is asked for at 1280x720; the capture button, used with the keyboard, returns a JPEG. */
export const CaptureWithKeyboard: Story = {
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/starting|جارٍ تشغيل/i);
    const button = await liveButton(canvasElement);
    await expect(camera?.getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
      audio: false,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(/camera is on|الكاميرا تعمل/);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const blob = (args.onCapture as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    await expect(blob).toBeInstanceOf(Blob);
    await expect(blob.type).toBe('image/jpeg');
    const picture = await createImageBitmap(blob);
    await expect([picture.width, picture.height]).toEqual([1280, 720]);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/photo taken|تم التقاط الصورة/i),
    );
  },
};

/** A camera that gives another shape (640x480) is cropped like the preview: the picture is still 1280x720. */
export const OtherCameraSizeCropped: Story = {
  beforeEach: withCamera(['stream'], { size: { width: 640, height: 480 } }),
  play: async ({ canvasElement, args }) => {
    const button = await liveButton(canvasElement);
    await userEvent.click(button);
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const blob = (args.onCapture as ReturnType<typeof fn>).mock.calls[0]?.[0] as Blob;
    const picture = await createImageBitmap(blob);
    await expect([picture.width, picture.height]).toEqual([1280, 720]);
  },
};

// Spec 01 §9
/** The guide is the face box (305,0)-(980,720) scaled to the preview, in both directions. */
export const FaceBoxGuide: Story = {
  args: { mirrored: false },
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement }) => {
    await liveButton(canvasElement);
    const guide = canvasElement.querySelector<HTMLElement>('[data-face-guide]');
    const preview = guide?.parentElement;
    await expect(preview).toHaveAttribute('dir', 'ltr');
    const outer = preview?.getBoundingClientRect() as DOMRect;
    const inner = guide?.getBoundingClientRect() as DOMRect;
    const close = (actual: number, expected: number) =>
      expect(Math.abs(actual - expected)).toBeLessThan(2);
    await close(inner.left - outer.left, (305 / 1280) * outer.width);
    await close(inner.width, (675 / 1280) * outer.width);
    await close(inner.top - outer.top, 0);
    await close(inner.height, outer.height);
    await close(outer.width / outer.height, 16 / 9);
  },
};

/** A mirrored (selfie) preview mirrors the guide too, so it frames the same face. */
export const MirroredGuide: Story = {
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement }) => {
    await liveButton(canvasElement);
    const guide = canvasElement.querySelector<HTMLElement>('[data-face-guide]');
    const outer = guide?.parentElement?.getBoundingClientRect() as DOMRect;
    const inner = guide?.getBoundingClientRect() as DOMRect;
    await expect(Math.abs(inner.left - outer.left - (300 / 1280) * outer.width)).toBeLessThan(2);
  },
};

// F2.20
/** A refused permission is explained; Try again (keyboard) asks again and the camera starts. */
export const PermissionDenied: Story = {
  beforeEach: withCamera([denied(), 'stream']),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/access was denied|رفض الوصول/),
    );
    await expect(args.onError).toHaveBeenCalledWith('permission-denied', expect.any(DOMException));
    const retry = canvas.getByRole('button', { name: RETRY });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const take = await liveButton(canvasElement);
    // The same button: focus stays where the person is.
    await expect(take).toHaveFocus();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(camera?.getUserMedia).toHaveBeenCalledTimes(2);
  },
};

// F2.20
/** A camera that is busy or broken (NotReadableError) gives the device-abnormal message. */
export const DeviceAbnormal: Story = {
  beforeEach: withCamera([new DOMException('Could not start video source', 'NotReadableError')]),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/not working|لا تعمل/));
    await expect(args.onError).toHaveBeenCalledWith('device-abnormal', expect.any(DOMException));
    await expect(canvas.getByRole('button', { name: RETRY })).not.toHaveAttribute('aria-disabled');
  },
};

// F2.5
/** The document guide (ID scan): a centred landscape frame, the same whether mirrored or not. */
export const DocumentGuide: Story = {
  args: { guide: 'document', mirrored: false, facingMode: 'environment' },
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement }) => {
    await liveButton(canvasElement);
    await expect(camera?.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }));
    const guide = canvasElement.querySelector<HTMLElement>('[data-guide="document"]');
    const outer = guide?.parentElement?.getBoundingClientRect() as DOMRect;
    const inner = guide?.getBoundingClientRect() as DOMRect;
    await expect(Math.abs(inner.left - outer.left - (outer.right - inner.right))).toBeLessThan(2);
    await expect(inner.width / outer.width).toBeCloseTo(0.7, 1);
  },
};

// F2.20
/** A host's own camera-fault messages replace the kit's (here one naming the way on without the camera). */
export const HostErrorMessages: Story = {
  args: { errorMessages: { 'permission-denied': 'Use the upload instead.' } },
  beforeEach: withCamera([denied()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Use the upload instead.'));
  },
};

// Spec 01 §2
/** HasCamera() finds no camera when only microphones are listed; starting one fails as abnormal. */
export const NoCameraDetected: Story = {
  beforeEach: withCamera([new DOMException('Requested device not found', 'NotFoundError')], {
    devices: ['audioinput', 'audiooutput'],
  }),
  play: async ({ canvasElement }) => {
    await expect(await hasCamera()).toBe(false);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/not working|لا تعمل/),
    );
  },
};

/** hasCamera() is true as soon as a video input is listed, before any permission is asked. */
export const CameraDetected: Story = {
  beforeEach: withCamera(['stream']),
  play: async ({ canvasElement }) => {
    await expect(await hasCamera()).toBe(true);
    await expect(await hasCamera(undefined)).toBe(true);
    await expect(
      await hasCamera({ enumerateDevices: () => Promise.reject(new Error('blocked')) }),
    ).toBe(false);
    await liveButton(canvasElement);
  },
};
