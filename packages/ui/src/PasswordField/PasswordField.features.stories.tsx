import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { passwordFieldStoryDefaults } from './PasswordField.fixtures';

const meta = {
  title: 'Primitives/PasswordField/Features',
  component: PasswordField,
  ...passwordFieldStoryDefaults,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 01 §5
/** Paste is blocked, and the person is told why. */
export const PasteIsBlocked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/password|كلمة المرور/i, { selector: 'input' });
    await userEvent.click(input);
    await userEvent.paste('Secret#1');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/copying and pasting|النسخ واللصق/);
  },
};

/** Copy and cut are blocked too, so a typed password never reaches the clipboard. */
export const CopyIsBlocked: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/password|كلمة المرور/i, { selector: 'input' });
    await userEvent.type(input, 'Secret#1');
    const copy = new Event('copy', { bubbles: true, cancelable: true });
    input.dispatchEvent(copy);
    await expect(copy.defaultPrevented).toBe(true);
    const cut = new Event('cut', { bubbles: true, cancelable: true });
    input.dispatchEvent(cut);
    await expect(cut.defaultPrevented).toBe(true);
    await expect(input).toHaveValue('Secret#1');
  },
};

/** Show and hide with the keyboard alone; the toggle reports its state. */
export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/password|كلمة المرور/i, { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('Secret#1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: /show password|إظهار كلمة المرور/i });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: /hide password|إخفاء كلمة المرور/i })).toHaveAttribute('aria-pressed', 'true');
  },
};
