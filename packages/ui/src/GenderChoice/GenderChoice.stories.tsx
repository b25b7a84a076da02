import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GenderChoice } from './GenderChoice';

const meta = {
  title: 'Kit/GenderChoice',
  component: GenderChoice,
  args: { onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    value: { control: 'inline-radio', options: ['male', 'female'] },
  },
} satisfies Meta<typeof GenderChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultValue: 'female', required: true, disabled: false, orientation: 'vertical', error: '' },
};
