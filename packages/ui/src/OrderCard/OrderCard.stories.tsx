import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCard } from './OrderCard';
import { allOrders, awaitingPaymentOrder, cancellableOrder, sampleTimeline } from './OrderCard.fixtures';

const meta = {
  title: 'Kit/OrderCard',
  component: OrderCard,
  args: {
    order: awaitingPaymentOrder,
    layout: 'web',
    onContinue: fn(),
    onPayment: fn(),
    onDetail: fn(),
    onCancel: fn(),
    onWriteReview: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['web', 'mobile'] },
    as: { control: 'inline-radio', options: ['article', 'li', 'div'] },
    order: { control: 'select', options: allOrders.map((order) => order.orderNbr), mapping: Object.fromEntries(allOrders.map((order) => [order.orderNbr, order])) },
  },
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { order: cancellableOrder, layout: 'mobile', timeline: sampleTimeline, headingLevel: 3 },
};
