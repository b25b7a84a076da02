import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OtpInput } from './OtpInput';

/** The meta the OtpInput stories and feature stories share (all but the title). */
export const otpInputStoryDefaults = {
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;
