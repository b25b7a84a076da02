import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { dialogDemo } from '../internal/stories/OverlayDemo';
import { CancelOrderDialog } from './CancelOrderDialog';

/** A Cancel button and its dialog; the story's args are the dialog's props. */
export const CancelOrderDialogDemo = dialogDemo(CancelOrderDialog, 'gaia_order_action_cancel');

/** The meta the CancelOrderDialog stories and feature stories share (all but the title). */
export const cancelOrderDialogStoryDefaults = {
  render: (args) => <CancelOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9002', orderNbr: '1002' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof CancelOrderDialog>;

/** The cancel button and the alert dialog it opens, named after the order's cancellation. */
export const cancelOrderDialogSteps = dialogStorySteps({
  trigger: /^(cancel|إلغاء)$/i,
  role: 'alertdialog',
  name: /cancel order|إلغاء الطلب/i,
});
