import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from './Modal';
import { ModalDemo } from './Modal.stories';

const meta = {
  title: 'Primitives/Modal/Features',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: { open: false, title: 'gaia_header_sign_out', size: 'medium', onClose: fn() },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (root: HTMLElement) => within(root).getByRole('button', { name: /sign out|تسجيل الخروج/i });

// F1.10
/**
 * Opened with the keyboard alone, the dialog is named by its title, focus moves in and stays
 * in (Tab wraps around), the page behind is inert and does not scroll, Escape closes, and focus
 * returns to the trigger.
 */
export const KeyboardFocusTrapAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /sign out|تسجيل الخروج/i });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(trigger(canvasElement).closest('[inert]')).not.toBeNull();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** The optional close button is labelled by a message key and closes the dialog. */
export const CloseButtonLabelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(close|إغلاق)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** By default a press on the mask around the panel closes the dialog. */
export const MaskCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('dialog');
    const mask = document.querySelector<HTMLElement>('[data-gaia-mask]');
    await expect(mask).not.toBeNull();
    await userEvent.click(mask as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Spec 02/03 profile-completion prompt: with `dismissOnMask={false}` (and no close button) a press on
 * the mask does nothing; only an action closes it.
 */
export const MaskCannotClose: Story = {
  args: { dismissOnMask: false, closeButton: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /^(close|إغلاق)$/i })).not.toBeInTheDocument();
    await userEvent.click(document.querySelector<HTMLElement>('[data-gaia-mask]') as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(ok|موافق)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

// Spec §9
/** Named documented widths (terms 1000); the panel is never wider than the viewport. */
export const DocumentedWidthNeverWiderThanViewport: Story = {
  args: { size: 'xlarge' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('1000px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(1000);
  },
};

/** A numeric width overrides the named size (e.g. the 325-wide payment dialog of the map page). */
export const NumericWidth: Story = {
  args: { width: 325 },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('325px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
