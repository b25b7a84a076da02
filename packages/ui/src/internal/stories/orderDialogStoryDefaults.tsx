import type { ComponentType } from 'react';
import type { Order } from '@gaia/domain';
import { fn } from 'storybook/test';
import type { OrderDialogProps } from '../orderDialogProps';
import { dialogDemo } from './OverlayDemo';

/**
 * The meta an order dialog's (cancel, rate) stories and feature stories share, all but the title:
 * the dialog closed behind a secondary button labelled `trigger`, for `order`, with spies for its
 * close and its submit.
 */
export function orderDialogStoryDefaults<P extends OrderDialogProps<never>>(
  Dialog: ComponentType<P>,
  trigger: string,
  order: Pick<Order, 'orderId' | 'orderNbr'>,
) {
  const Demo = dialogDemo(Dialog, trigger);
  return {
    render: (args: P) => <Demo {...args} />,
    args: { open: false, order, onClose: fn(), onSubmit: fn() },
  };
}
