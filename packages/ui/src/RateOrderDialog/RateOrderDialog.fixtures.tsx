import type { Meta } from '@storybook/react-vite';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { orderDialogStoryDefaults } from '../internal/stories/orderDialogStoryDefaults';
import { RateOrderDialog } from './RateOrderDialog';

/**
 * The meta the RateOrderDialog stories and feature stories share (all but the title): a Write review button
 * opening the dialog for order 1004.
 */
export const rateOrderDialogStoryDefaults = orderDialogStoryDefaults(
  RateOrderDialog,
  'gaia_order_action_write_review',
  { orderId: '9004', orderNbr: '1004' },
) satisfies Meta<typeof RateOrderDialog>;

/** The write-review button and the dialog it opens, named after the rating of the service. */
export const rateOrderDialogSteps = dialogStorySteps({
  trigger: /write review|كتابة تقييم/i,
  name: /rate the service|تقييم الخدمة/i,
});
