import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { RateOrderDialog, type RateOrderDialogProps } from './RateOrderDialog';

/** A Write review button and its dialog; the story's args are the dialog's props. */
export function RateOrderDialogDemo(args: RateOrderDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        gaia_order_action_write_review
      </Button>
      <RateOrderDialog
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
  title: 'Kit/RateOrderDialog',
  component: RateOrderDialog,
  excludeStories: /Demo$/,
  render: (args) => <RateOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9004', orderNbr: '1004' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof RateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  args: { open: true, error: 'gaia_order_rate_failure', size: 'large' },
};
