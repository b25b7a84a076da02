import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OverlayDemo } from '../internal/stories/OverlayDemo';
import { RateOrderDialog, type RateOrderDialogProps } from './RateOrderDialog';

/** A Write review button and its dialog; the story's args are the dialog's props. */
export function RateOrderDialogDemo(args: RateOrderDialogProps) {
  return (
    <OverlayDemo trigger="gaia_order_action_write_review" open={args.open} onClose={args.onClose}>
      {(overlay) => <RateOrderDialog {...args} {...overlay} />}
    </OverlayDemo>
  );
}

/** The meta the RateOrderDialog stories and feature stories share (all but the title). */
export const rateOrderDialogStoryDefaults = {
  render: (args) => <RateOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9004', orderNbr: '1004' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof RateOrderDialog>;
