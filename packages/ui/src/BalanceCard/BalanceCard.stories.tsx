import type { Meta, StoryObj } from '@storybook/react-vite';
import { BalanceCard } from './BalanceCard';
import { balanceCardStoryDefaults } from './BalanceCard.fixtures';

const meta = {
  title: 'Kit/BalanceCard',
  component: BalanceCard,
  ...balanceCardStoryDefaults,
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { title: 'gaia_kitbalance_title', headingLevel: 2, boosterLoadingCode: undefined, usageOptions: { dataBaseUnit: 'MB' } },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
};
