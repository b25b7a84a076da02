import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';
import { paginationStoryDefaults } from './Pagination.fixtures';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  ...paginationStoryDefaults,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { total: 480, pageSize: 20, defaultValue: 7, siblings: 1, disabled: false, hideOnSinglePage: false },
};
