import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { FaceCapture } from './FaceCapture';

/** The meta the FaceCapture stories and feature stories share (all but the title). */
export const faceCaptureStoryDefaults = {
  args: { onCapture: fn(), onError: fn() },
} satisfies Meta<typeof FaceCapture>;
