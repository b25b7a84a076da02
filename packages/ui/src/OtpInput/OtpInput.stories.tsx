import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';
import { otpInputStoryDefaults } from './OtpInput.fixtures';

const meta = {
  title: 'Primitives/OtpInput',
  component: OtpInput,
  ...otpInputStoryDefaults,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: /verification code|رمز التحقق/i,
    });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvasElement.querySelectorAll('[data-slot]')).toHaveLength(6);
  },
};

export const Playground: Story = {
  args: {
    length: 6,
    required: true,
    error: '',
    autoSubmit: false,
    disabled: false,
    defaultValue: '12',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue('12');
    await expect(input).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard('3456');
    await expect(input).toHaveValue('123456');
  },
};
