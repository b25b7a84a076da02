import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SegmentedMeter } from './SegmentedMeter';
import { segmentedMeterStoryDefaults } from './SegmentedMeter.examples';

const meta = {
  title: 'Kit/SegmentedMeter',
  component: SegmentedMeter,
  ...segmentedMeterStoryDefaults,
} satisfies Meta<typeof SegmentedMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: /family data bundle|باقة بيانات العائلة/i });
    await expect(meter).toHaveAttribute('aria-valuenow', '7.5');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Playground: Story = {
  args: { max: 10, valueText: 'gaia_kitforms_segmeter_value', legendLabel: 'gaia_kitforms_segmeter_legend', remainingLabel: 'gaia_kitforms_segmeter_remaining' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuemax', '10');
  },
};
