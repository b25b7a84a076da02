import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../internal/stories/keyboardSteps';
import { HtmlContentDialog } from './HtmlContentDialog';
import { htmlContentDialogStoryDefaults } from './HtmlContentDialog.fixtures';

const meta = {
  title: 'Primitives/HtmlContentDialog/Features',
  component: HtmlContentDialog,
  ...htmlContentDialogStoryDefaults,
} satisfies Meta<typeof HtmlContentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS = /terms and conditions|الشروط والأحكام/i;
const AGREE = /^(agree|أوافق)$/i;

// F1.10 / F2.1 with the keyboard only
/**
 * Open the terms, wait for the content, Tab to Agree and press
 * it; the agreement checkbox is ticked, the dialog closes and focus returns to the link.
 */
export const AgreeTicksTheBox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TERMS })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: TERMS });
    await within(dialog).findByRole('heading', { name: /using the portal|استخدام البوابة/i });
    const agree = within(dialog).getByRole('button', { name: AGREE });
    await tabTo(agree, 8);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('button', { name: TERMS })).toHaveFocus());
  },
};

/** The server's HTML is sanitised: no script, no event handlers, no javascript: links, no inline styles. */
export const SanitisesServerHtml: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TERMS }));
    const dialog = await screen.findByRole('dialog', { name: TERMS });
    await within(dialog).findByRole('heading', { name: /charges|الرسوم/i });
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onclick]')).toBeNull();
    await expect(dialog.querySelector('[data-html-content] [style]')).toBeNull();
    await expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect((window as { __gaiaPwned?: boolean }).__gaiaPwned).toBeUndefined();
  },
};

/** Documented width 1000 (never wider than the viewport); long content scrolls and can be focused to scroll. */
export const Width1000AndScrollableContent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TERMS }));
    const dialog = await screen.findByRole('dialog', { name: TERMS });
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('1000px');
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBeLessThanOrEqual(Math.min(1000, document.documentElement.clientWidth));
    await within(dialog).findByRole('heading', { name: /charges|الرسوم/i });
    await waitFor(() => expect(dialog.querySelector('[data-overflows]')).not.toBeNull());
    await expect(dialog.querySelector('[data-overflows]')).toHaveAttribute('tabindex', '0');
  },
};

/** While the HTML loads, a status says so and Agree cannot be pressed. Cancel closes without agreeing. */
export const LoadingThenCancel: Story = {
  args: { html: undefined, title: 'gaia_dialog_privacy_title' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /privacy policy|سياسة الخصوصية/i }));
    const dialog = await screen.findByRole('dialog', { name: /privacy policy|سياسة الخصوصية/i });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/loading content|جارٍ تحميل المحتوى/i);
    const agree = within(dialog).getByRole('button', { name: AGREE });
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(agree);
    await expect(args.onAgree).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked();
  },
};
