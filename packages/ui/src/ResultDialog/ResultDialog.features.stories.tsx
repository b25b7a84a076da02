import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ResultDialog } from './ResultDialog';
import { resultDialogSteps, resultDialogStoryDefaults } from './ResultDialog.fixtures';

const meta = {
  title: 'Primitives/ResultDialog/Features',
  component: ResultDialog,
  ...resultDialogStoryDefaults,
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2 registration success
/** Named by its heading, an icon with text, extra content, and OK closes. Keyboard only. */
export const SuccessWithKeyboard: Story = {
  args: { variant: 'success', message: 'gaia_profile_user_code', children: 'C-100234' },
  play: async ({ canvasElement, args }) => {
    const dialog = await resultDialogSteps.openWithKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(/customer id|رقم العميل/i);
    await expect(within(dialog).getByText('C-100234')).toBeInTheDocument();
    await userEvent.tab(); // close button
    await userEvent.tab();
    const ok = within(dialog).getByRole('button', { name: /^(ok|موافق)$/i });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(resultDialogSteps.trigger(canvasElement)).toHaveFocus());
  },
};

// F2 oops dialog
/** A primary action of the caller's choosing (return to the first step). */
export const OopsWithPrimaryAction: Story = {
  args: {
    variant: 'oops',
    message: 'gaia_tip_server_error',
    actionLabel: 'gaia_not_found_home',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await resultDialogSteps.openByPress(canvasElement, /oops|عذرًا/i);
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: /go to sign-in|الانتقال إلى تسجيل الدخول|تسجيل الدخول/i,
      }),
    );
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

// F1.10 face result (424)
/** Try again as the primary action with OK beside it. */
export const TryAgainAndOk: Story = {
  args: {
    variant: 'tryAgain',
    message: 'gaia_tip_timeout',
    secondaryLabel: 'gaia_action_ok',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await resultDialogSteps.openByPress(canvasElement, /try again|حاول|المحاولة/i);
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('424px');
    await userEvent.click(
      within(dialog).getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }),
    );
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
