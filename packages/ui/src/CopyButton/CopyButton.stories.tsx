import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { text: '2405120001', label: 'gaia_feedback_example_copy_order', onCopy: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { text: 'GAIA-7781-0042', label: 'gaia_feedback_copy', showLabel: true, size: 'md', disabled: false },
};
