import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OverlayDemo } from '../internal/stories/OverlayDemo';
import { CancelOrderDialog, type CancelOrderDialogProps } from './CancelOrderDialog';

/** A Cancel button and its dialog; the story's args are the dialog's props. */
export function CancelOrderDialogDemo(args: CancelOrderDialogProps) {
  return (
    <OverlayDemo trigger="gaia_order_action_cancel" open={args.open} onClose={args.onClose}>
      {(overlay) => <CancelOrderDialog {...args} {...overlay} />}
    </OverlayDemo>
  );
}

/** The meta the CancelOrderDialog stories and feature stories share (all but the title). */
export const cancelOrderDialogStoryDefaults = {
  render: (args) => <CancelOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9002', orderNbr: '1002' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof CancelOrderDialog>;
