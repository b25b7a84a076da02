import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A trigger and its confirm dialog; the story's args are the dialog's props. */
export function ConfirmDialogDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        gaia_header_sign_out
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  excludeStories: /Demo$/,
  render: (args) => <ConfirmDialogDemo {...args} />,
  args: {
    open: false,
    message: 'gaia_tip_session_expired',
    onClose: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { open: true, title: 'gaia_header_sign_out', danger: true, size: 'medium', confirmLabel: 'gaia_header_sign_out', loading: false },
};
