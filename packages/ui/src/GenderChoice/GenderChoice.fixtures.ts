import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { GenderChoice } from './GenderChoice';

/** The meta the GenderChoice stories and feature stories share (all but the title). */
export const genderChoiceStoryDefaults = {
  args: { onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    value: { control: 'inline-radio', options: ['male', 'female'] },
  },
} satisfies Meta<typeof GenderChoice>;
