import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PhoneNumberField } from './PhoneNumberField';

/** The meta the PhoneNumberField stories and feature stories share (all but the title). */
export const phoneNumberFieldStoryDefaults = {
  args: { onChange: fn() },
} satisfies Meta<typeof PhoneNumberField>;
