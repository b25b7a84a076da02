import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignaturePad } from './SignaturePad';
import { signaturePadStoryDefaults } from './SignaturePad.fixtures';

const meta = {
  title: 'Kit/SignaturePad',
  component: SignaturePad,
  ...signaturePadStoryDefaults,
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { disabled: false, label: 'gaia_kitnumbers_signature_label', instructions: 'gaia_kitnumbers_signature_instructions' },
};
