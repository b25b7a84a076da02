import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { normaliseCorporateId, normaliseIndividualAccount, normaliseOtp } from '@gaia/domain';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { TextField } from './TextField';
import { textFieldStoryDefaults } from './TextField.fixtures';

const meta = {
  title: 'Primitives/TextField/Features',
  component: TextField,
  ...textFieldStoryDefaults,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `typed` into the field and checks that it holds `kept`: what the field's rules let through. */
async function expectTypingKeeps(canvasElement: HTMLElement, typed: string, kept: string) {
  const input = within(canvasElement).getByRole('textbox');
  await userEvent.type(input, typed);
  await expect(input).toHaveValue(kept);
}

// F1.2
/** Spaces are removed as the person types. */
export const StripsSpacesAsTyped: Story = {
  args: { normalise: normaliseIndividualAccount, maxLength: 60 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('077 123 4567');
    await expect(input).toHaveValue('0771234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0771234567');
  },
};

// F1.4
/** The corporate account is upper-cased and loses its spaces as typed. */
export const UpperCasesAsTyped: Story = {
  args: { label: 'gaia_validation_company_account_required', normalise: normaliseCorporateId },
  play: ({ canvasElement }) => expectTypingKeeps(canvasElement, 'acme 001', 'ACME001'),
};

/** A code field keeps digits only, at most six. */
export const DigitsOnly: Story = {
  args: { label: 'gaia_validation_otp_required', normalise: normaliseOtp, inputMode: 'numeric' },
  play: ({ canvasElement }) => expectTypingKeeps(canvasElement, '12a 34-5678', '123456'),
};

/** The error is tied to the input (aria-invalid, aria-describedby) and shown with an icon and text. */
export const ErrorIsAnnounced: Story = {
  args: { error: 'gaia_validation_account_required', required: true, hint: 'gaia_field_optional' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expectFieldError(input, /required|مطلوب/i);
    await expect(input).toBeRequired();
  },
};

/** Max length stops typing at the limit. */
export const MaxLength: Story = {
  args: { maxLength: 5 },
  play: ({ canvasElement }) => expectTypingKeeps(canvasElement, 'abcdefgh', 'abcde'),
};

// F2.1 / F2.18
/** A help tooltip next to the label; keyboard only: Tab reaches the info button, then the input. */
export const HelpTooltip: Story = {
  args: { label: 'gaia_signin_account_label', help: 'gaia_pickers_example_account_help' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    // The help button does not change the input's name.
    await expect(input).toHaveAccessibleName(
      /^(mobile number, e-mail or id|رقم الجوال أو البريد الإلكتروني أو الهوية)$/i,
    );
    // The help button's code loads on demand.
    const help = await canvas.findByRole('button', { name: /^(help|مساعدة): /i });
    await userEvent.tab();
    await expect(help).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/mobile number or the e-mail|رقم هاتفك المحمول/);
    await expect(help).toHaveAccessibleDescription(/mobile number or the e-mail|رقم هاتفك المحمول/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};
