import type { Meta } from '@storybook/react-vite';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { orderDialogStoryDefaults } from '../internal/stories/orderDialogStoryDefaults';
import { CancelOrderDialog } from './CancelOrderDialog';

/**
 * The meta the CancelOrderDialog stories and feature stories share (all but the title): a Cancel button
 * opening the dialog for order 1002.
 */
export const cancelOrderDialogStoryDefaults = orderDialogStoryDefaults(
  CancelOrderDialog,
  'gaia_order_action_cancel',
  { orderId: '9002', orderNbr: '1002' },
) satisfies Meta<typeof CancelOrderDialog>;

/** The cancel button and the alert dialog it opens, named after the order's cancellation. */
export const cancelOrderDialogSteps = dialogStorySteps({
  trigger: /^(cancel|إلغاء)$/i,
  role: 'alertdialog',
  name: /cancel order|إلغاء الطلب/i,
});
