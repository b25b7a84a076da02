import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SimCardList } from './SimCardList';
import { sampleSimCards } from './SimCardList.fixtures';

const meta = {
  title: 'Kit/SimCardList',
  component: SimCardList,
  args: { cards: sampleSimCards, breakRule: '3,3,4', onPageChange: fn() },
} satisfies Meta<typeof SimCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { pageSize: 5, defaultPage: 2, breakRule: 'xxx-xxx-xxxx' },
  argTypes: { breakRule: { control: 'text' } },
};
