import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageChart } from './UsageChart';
import { usageChartStoryDefaults, voiceDays } from './UsageChart.fixtures';

const meta = {
  title: 'Kit/UsageChart',
  component: UsageChart,
  ...usageChartStoryDefaults,
} satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** F3.4: a month of daily data use. */
export const Default: Story = {};

/** Calls, in minutes, with the table shown. */
export const Playground: Story = {
  args: { days: voiceDays, unitType: 2, defaultShowTable: true, height: 220, dayPattern: 'D MMM' },
};
