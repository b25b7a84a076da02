import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { popoverStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { TextField } from '../TextField/TextField';
import { expectTabClosesOntoHelpCentre, openPopupWithEnter } from '../internal/stories/popupSteps';
import { helpCentreButtonAfter } from '../internal/stories/nextTabStop';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover/Features',
  component: Popover,
  ...popoverStoryDefaults,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const moreInfo = /more information|مزيد من المعلومات/i;
const dialogName = /why we ask|لماذا نطلب ذلك/i;

/** Keyboard only: Enter opens it and focus moves in; Escape closes it and focus returns to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: moreInfo });
    const dialog = await openPopupWithEnter(canvas, trigger, { role: 'dialog', name: dialogName });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog).toHaveTextContent(/date of birth|تاريخ ميلادك/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close button closes it with the keyboard and focus returns to the trigger. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: moreInfo });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await canvas.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: /close|إغلاق/i });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Focus management with form content: Tab moves through the fields; tabbing past the end closes it. */
export const FormContentAndFocusOut: Story = {
  args: {
    title: undefined,
    label: 'gaia_pickers_example_popover_title',
    showClose: false,
    children: <TextField label="gaia_signin_account_label" />,
  },
  decorators: [helpCentreButtonAfter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: moreInfo }));
    const dialog = await canvas.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await expectTabClosesOntoHelpCentre(canvas, 'dialog');
  },
};

/** An outside press closes it. */
export const OutsidePressCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: moreInfo }));
    await canvas.findByRole('dialog');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
