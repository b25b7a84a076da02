import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { useT } from '../provider/GaiaContext';
import { TextField } from '../TextField/TextField';
import { dialogStorySteps, expectFocusTrappedIn } from '../internal/stories/dialogSteps';
import { Modal, type ModalProps } from './Modal';
import { modalSteps, modalStoryDefaults } from './Modal.fixtures';

const meta = {
  title: 'Primitives/Modal/Features',
  component: Modal,
  ...modalStoryDefaults,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F1.10
/**
 * Opened with the keyboard alone, the dialog is named by its title, focus moves in and stays
 * in (Tab wraps around), the page behind is inert and does not scroll, Escape closes, and focus
 * returns to the trigger.
 */
export const KeyboardFocusTrapAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await modalSteps.openWithKeyboard(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(modalSteps.trigger(canvasElement).closest('[inert]')).not.toBeNull();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expectFocusTrappedIn(dialog, 5);
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await modalSteps.expectClosed(canvasElement);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The optional close button is labelled by a message key and closes the dialog. */
export const CloseButtonLabelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await modalSteps.openByPress(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(close|إغلاق)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** By default a press on the mask around the panel closes the dialog. */
export const MaskCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await modalSteps.openByPress(canvasElement);
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
    const dialog = await modalSteps.openByPress(canvasElement);
    await expect(
      within(dialog).queryByRole('button', { name: /^(close|إغلاق)$/i }),
    ).not.toBeInTheDocument();
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
    const dialog = await modalSteps.openByPress(canvasElement);
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('1000px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(1000);
  },
};

/** A numeric width overrides the named size (e.g. the 325-wide payment dialog of the map page). */
export const NumericWidth: Story = {
  args: { width: 325 },
  play: async ({ canvasElement }) => {
    const dialog = await modalSteps.openByPress(canvasElement);
    await expect(dialog.style.getPropertyValue('--gaia-modal-width')).toBe('325px');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A form in a modal whose first field takes focus on open; the page keeps a second button to return focus to. */
function InitialAndReturnFocusDemo({
  focusField = false,
  returnToHeading = false,
  ...args
}: ModalProps & { focusField?: boolean; returnToHeading?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    args.onClose();
    setOpen(false);
  };
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {t('gaia_pickers_example_change_password')}
      </h2>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        gaia_pickers_example_change_password
      </Button>
      <Modal
        {...args}
        title="gaia_pickers_example_change_password"
        open={open}
        onClose={close}
        initialFocusRef={focusField ? fieldRef : undefined}
        restoreFocus={returnToHeading ? headingRef : args.restoreFocus}
        footer={<Button onClick={close}>gaia_action_ok</Button>}
      >
        <TextField label="gaia_signin_account_label" inputRef={fieldRef} />
      </Modal>
    </>
  );
}

/** The change-password button of the focus demo and the modal it opens, both named "change password". */
const CHANGE_PASSWORD = /change password|تغيير كلمة المرور/i;
const changePassword = dialogStorySteps({ trigger: CHANGE_PASSWORD, name: CHANGE_PASSWORD });

/**
 * With `initialFocusRef`, the named element (here the form's first field) takes focus when the
 * modal opens, instead of the dialog itself; on close focus returns to the trigger (the default).
 */
export const InitialFocusAndReturnToTrigger: Story = {
  render: (args) => <InitialAndReturnFocusDemo {...args} focusField />,
  play: async ({ canvasElement }) => {
    const dialog = await changePassword.openByPress(canvasElement, CHANGE_PASSWORD);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /mobile number|رقم الجوال/i }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await changePassword.expectClosed(canvasElement);
  },
};

/** Without `initialFocusRef` the dialog itself takes focus, so its title is what is announced. */
export const DialogFocusedByDefault: Story = {
  render: (args) => <InitialAndReturnFocusDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await changePassword.openByPress(canvasElement, CHANGE_PASSWORD);
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/** `restoreFocus` given a ref sends focus there on close (e.g. the page heading once the trigger is gone). */
export const ReturnFocusToAnotherElement: Story = {
  render: (args) => <InitialAndReturnFocusDemo {...args} returnToHeading />,
  play: async ({ canvasElement }) => {
    const dialog = await changePassword.openByPress(canvasElement, CHANGE_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: /^(ok|موافق)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { name: CHANGE_PASSWORD })).toHaveFocus(),
    );
  },
};

/** `restoreFocus={false}` leaves focus where closing put it: nothing on the page is focused. */
export const NoFocusRestore: Story = {
  args: { restoreFocus: false },
  render: (args) => <InitialAndReturnFocusDemo {...args} />,
  play: async ({ canvasElement }) => {
    await changePassword.openByPress(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(changePassword.trigger(canvasElement)).not.toHaveFocus();
    await expect(document.activeElement).toBe(document.body);
  },
};

/** `fullscreen` takes the whole viewport: no width of its own, no margin around the panel. */
export const Fullscreen: Story = {
  args: { size: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const dialog = await modalSteps.openByPress(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};
