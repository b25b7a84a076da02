import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubscriberInfoCard } from './SubscriberInfoCard';
import { subscriberInfoCardStoryDefaults } from './SubscriberInfoCard.fixtures';

const meta = {
  title: 'Kit/SubscriberInfoCard',
  component: SubscriberInfoCard,
  ...subscriberInfoCardStoryDefaults,
} satisfies Meta<typeof SubscriberInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { scene: 'mainPlan', isCanChange: 'Y', cardType: 'default', creditLimit: '$500.00' },
  argTypes: { scene: { control: 'inline-radio', options: ['default', 'mainPlan', 'point'] } },
};
