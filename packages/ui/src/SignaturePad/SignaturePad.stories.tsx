import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

const meta = {
  title: 'Kit/SignaturePad',
  component: SignaturePad,
  args: { onConfirm: fn(), onClear: fn(), onModify: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <SignaturePad {...args} />
    </div>
  ),
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { disabled: false, label: 'gaia_kitnumbers_signature_label', instructions: 'gaia_kitnumbers_signature_instructions' },
};
