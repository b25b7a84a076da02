import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { OtpInput } from './OtpInput';

/** The meta the OtpInput stories and feature stories share (all but the title). */
export const otpInputStoryDefaults = {
  args: { onChange: fn(), onComplete: fn() },
  argTypes: { length: { control: { type: 'number', min: 1, max: 10 } } },
} satisfies Meta<typeof OtpInput>;
