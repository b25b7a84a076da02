import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Pagination } from './Pagination';

/** The meta the Pagination stories and feature stories share (all but the title). */
export const paginationStoryDefaults = {
  args: { total: 95, pageSize: 10, onChange: fn() },
} satisfies Meta<typeof Pagination>;
