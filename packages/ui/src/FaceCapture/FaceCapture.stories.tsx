import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaceCapture } from './FaceCapture';
import { faceCaptureStoryDefaults } from './FaceCapture.fixtures';
import { stubCamera } from './cameraStub';

const TAKE = /take photo|التقاط الصورة/i;

const meta = {
  title: 'Primitives/FaceCapture',
  component: FaceCapture,
  ...faceCaptureStoryDefaults,
  // The test browser has no camera: a canvas stream stands in for it, and is removed afterwards.
  beforeEach: () => stubCamera().restore,
} satisfies Meta<typeof FaceCapture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: /face verification|التحقق من الوجه/i }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: TAKE })).toBeVisible();
    await expect(await canvas.findByText(/camera is on|الكاميرا تعمل/)).toBeVisible();
  },
};

export const Playground: Story = {
  args: { mirrored: true, facingMode: 'user', quality: 0.92, disabled: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: TAKE })).toBeVisible();
  },
};
