import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenderChoice } from './GenderChoice';
import { genderChoiceStoryDefaults } from './GenderChoice.fixtures';

const meta = {
  title: 'Kit/GenderChoice',
  component: GenderChoice,
  ...genderChoiceStoryDefaults,
} satisfies Meta<typeof GenderChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: 'female', required: true, disabled: false, orientation: 'vertical', error: '' },
};
