import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { tabToAndOpen } from '../internal/stories/listboxSteps';
import { PhoneNumberField, type PhoneNumberFieldProps } from './PhoneNumberField';
import { phoneNumberFieldStoryDefaults } from './PhoneNumberField.fixtures';

const meta = {
  title: 'Kit/PhoneNumberField/Features',
  component: PhoneNumberField,
  ...phoneNumberFieldStoryDefaults,
} satisfies Meta<typeof PhoneNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const COUNTRY = /country code|رمز الدولة/i;
const NUMBER = /^(number|الرقم)$/i;

/**
 * A whole international number was split: the picker shows its calling code (`code`), the number box
 * the rest (`national`), and the E.164 value was reported with its country.
 */
async function expectSplitNumber(
  canvasElement: HTMLElement,
  onChange: PhoneNumberFieldProps['onChange'],
  split: { code: RegExp; national: string; e164: string; country: string },
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('combobox', { name: COUNTRY })).toHaveTextContent(split.code);
  await expect(canvas.getByRole('textbox', { name: NUMBER })).toHaveValue(split.national);
  await expect(onChange).toHaveBeenLastCalledWith(split.e164, expect.objectContaining({ country: split.country }));
}

/** One group: a legend, a country-code picker (Zimbabwe by default) and the number, left to right. */
export const OneLabelledGroup: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /mobile number|رقم الجوال/i });
    const country = within(group).getByRole('combobox', { name: COUNTRY });
    const number = within(group).getByRole('textbox', { name: NUMBER });
    await expect(country).toHaveTextContent(/(zimbabwe|زيمبابوي).*\+263/i);
    await expect(number).toHaveAttribute('type', 'tel');
    await expect(number).toHaveAttribute('inputmode', 'tel');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(number).toBeRequired();
  },
};

/** Typing a national number (the leading 0 allowed) reports the E.164 value once it passes the rule. */
export const ReportsE164: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByRole('textbox', { name: NUMBER });
    await userEvent.click(number);
    await userEvent.keyboard('077 123');
    await expect(number).toHaveValue('077123');
    await expect(args.onChange).toHaveBeenLastCalledWith('', expect.objectContaining({ country: 'ZW', problem: 'gaia_kitforms_phone_error_length' }));
    await userEvent.keyboard('4567');
    await expect(number).toHaveValue('0771234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+263771234567', { country: 'ZW', national: '0771234567', problem: undefined });
    // A digit beyond the longest number is not taken.
    await userEvent.keyboard('8');
    await expect(number).toHaveValue('0771234567');
  },
};

/** Pasting "+263 77 123 4567" splits it: Zimbabwe in the picker, 771234567 in the number. */
export const PasteSplitsCountryAndNumber: Story = {
  args: { defaultValue: '+27821234567' },
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByRole('textbox', { name: NUMBER });
    await userEvent.click(number);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('+263 77 123 4567');
    await expectSplitNumber(canvasElement, args.onChange, { code: /\+263/, national: '771234567', e164: '+263771234567', country: 'ZW' });
  },
};

/** An autofilled or typed international number ('+44…', Arabic-Indic digits too) sets the country. */
export const AutofillInternational: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: NUMBER }), '+٩٧١٥٠١٢٣٤٥٦٧');
    await expectSplitNumber(canvasElement, args.onChange, { code: /\+971/, national: '501234567', e164: '+971501234567', country: 'AE' });
  },
};

/** The country is chosen with the keyboard; the number is checked against that country's lengths. */
export const CountryByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: COUNTRY });
    await tabToAndOpen(country, '{ArrowDown}');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    await expect(country).toHaveTextContent(/\+267/);
    await userEvent.tab();
    await userEvent.keyboard('71234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+26771234567', expect.objectContaining({ country: 'BW' }));
  },
};

/** The domain's rule speaks after the number is left: the lengths and the calling code are named. */
export const WrongLengthAfterLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: NUMBER });
    await userEvent.type(number, '77123');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/\+263/);
    await expect(number).toHaveAccessibleDescription(/(9|٩).*\+263/);
  },
};

/** A form's error (after a failed submit) shows until the field's own rule has something to say. */
export const FormError: Story = {
  args: { error: 'gaia_kitforms_phone_error_required', required: true },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: NUMBER });
    await expectFieldError(number, /enter a mobile number|أدخل رقم الجوال/i);
  },
};

/** A parent holding the E.164 value, with a reset. */
function ControlledField(args: PhoneNumberFieldProps) {
  const [value, setValue] = useState('+260971234567');
  return (
    <div>
      <PhoneNumberField
        {...args}
        value={value}
        onChange={(next, details) => {
          setValue(next);
          args.onChange?.(next, details);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </div>
  );
}

/** Controlled: the parent holds the E.164 value and can reset it. */
export const Controlled: Story = {
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: NUMBER });
    await expect(number).toHaveValue('971234567');
    await expect(canvas.getByRole('combobox', { name: COUNTRY })).toHaveTextContent(/\+260/);
    await userEvent.type(number, '{Backspace}');
    await expect(canvas.getByTestId('value')).toHaveTextContent(/^$/);
    await expect(number).toHaveValue('97123456');
    await userEvent.type(number, '7');
    await expect(canvas.getByTestId('value')).toHaveTextContent('+260971234567');
    await userEvent.click(canvas.getByRole('button', { name: 'reset' }));
    await expect(number).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: COUNTRY })).toHaveTextContent(/\+260/);
  },
};

/** Where a character of an element's text is drawn (its box's left edge). */
function leftOf(element: HTMLElement, character: string): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = node.textContent?.indexOf(character) ?? -1;
    if (index < 0) continue;
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`no ${character} in ${element.textContent}`);
}

/** The calling code reads "+263" left to right in Arabic pages too, in the picker and in the message. */
export const CallingCodeStaysLeftToRight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: COUNTRY });
    await expect(leftOf(country, '+')).toBeLessThan(leftOf(country, '2'));
    await expect(leftOf(country, '2')).toBeLessThan(leftOf(country, '3'));
    await userEvent.type(canvas.getByRole('textbox', { name: NUMBER }), '771');
    await userEvent.tab();
    const message = await canvas.findByRole('alert');
    await expect(leftOf(message, '+')).toBeLessThan(leftOf(message, '6'));
  },
};
