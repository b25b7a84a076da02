import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubscriberInfoCard } from './SubscriberInfoCard';
import { sampleLineBalance, sampleSubscription } from './SubscriberInfoCard.fixtures';

const meta = {
  title: 'Kit/SubscriberInfoCard',
  component: SubscriberInfoCard,
  args: { subscription: sampleSubscription, balance: sampleLineBalance, onChangeNumber: fn() },
} satisfies Meta<typeof SubscriberInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { scene: 'mainPlan', isCanChange: 'Y', cardType: 'default', creditLimit: '$500.00' },
  argTypes: { scene: { control: 'inline-radio', options: ['default', 'mainPlan', 'point'] } },
};
