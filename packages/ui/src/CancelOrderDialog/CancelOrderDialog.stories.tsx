import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog';

/** A Cancel button and its dialog; the story's args are the dialog's props. */
export function CancelOrderDialogDemo(args: CancelOrderDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        gaia_order_action_cancel
      </Button>
      <CancelOrderDialog
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
  title: 'Kit/CancelOrderDialog',
  component: CancelOrderDialog,
  excludeStories: /Demo$/,
  render: (args) => <CancelOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9002', orderNbr: '1002' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, error: 'gaia_order_cancel_failure', size: 'large' },
};
