import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhoneNumberField } from './PhoneNumberField';
import { phoneNumberFieldStoryDefaults } from './PhoneNumberField.fixtures';

const meta = {
  title: 'Kit/PhoneNumberField',
  component: PhoneNumberField,
  ...phoneNumberFieldStoryDefaults,
} satisfies Meta<typeof PhoneNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /mobile number|رقم الجوال/i })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /country code|رمز الدولة/i })).toHaveTextContent(/\+263/);
    await expect(canvas.getByRole('textbox', { name: /^(number|الرقم)$/i })).toHaveAttribute('autocomplete', 'tel');
  },
};

export const Playground: Story = {
  args: {
    required: true,
    disabled: false,
    defaultValue: '+27821234567',
    hint: '',
    error: '',
    name: 'msisdn',
    countries: ['ZW', 'ZA', 'ZM', 'MZ', 'BW', 'GB', 'AE', 'SA'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /country code|رمز الدولة/i })).toHaveTextContent(/\+27/);
    await expect(canvas.getByRole('textbox', { name: /^(number|الرقم)$/i })).toHaveValue('821234567');
    await expect(canvasElement.querySelector('input[name="msisdn"]')).toHaveValue('+27821234567');
  },
};
