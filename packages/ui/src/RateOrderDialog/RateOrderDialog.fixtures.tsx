import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogStorySteps } from '../internal/stories/dialogSteps';
import { dialogDemo } from '../internal/stories/OverlayDemo';
import { RateOrderDialog } from './RateOrderDialog';

/** A Write review button and its dialog; the story's args are the dialog's props. */
export const RateOrderDialogDemo = dialogDemo(RateOrderDialog, 'gaia_order_action_write_review');

/** The meta the RateOrderDialog stories and feature stories share (all but the title). */
export const rateOrderDialogStoryDefaults = {
  render: (args) => <RateOrderDialogDemo {...args} />,
  args: { open: false, order: { orderId: '9004', orderNbr: '1004' }, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof RateOrderDialog>;

/** The write-review button and the dialog it opens, named after the rating of the service. */
export const rateOrderDialogSteps = dialogStorySteps({
  trigger: /write review|كتابة تقييم/i,
  name: /rate the service|تقييم الخدمة/i,
});
