import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimCardList } from './SimCardList';
import { simCardListStoryDefaults } from './SimCardList.fixtures';

const meta = {
  title: 'Kit/SimCardList',
  component: SimCardList,
  ...simCardListStoryDefaults,
} satisfies Meta<typeof SimCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { pageSize: 5, defaultPage: 2, breakRule: 'xxx-xxx-xxxx' },
  argTypes: { breakRule: { control: 'text' } },
};
