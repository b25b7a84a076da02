import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter } from './Meter';
import { meterStoryDefaults } from './Meter.fixtures';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  ...meterStoryDefaults,
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    valueText: 'gaia_feedback_meter_remaining',
    valueTextValues: { value: 3.2, total: 10, unit: 'GB' },
  },
};

export const Playground: Story = {
  args: { valueText: 'gaia_feedback_meter_remaining', value: 1.5, low: 2, size: 'lg', unlimited: false, hideLabel: false, showValueText: true, valueTextValues: { value: 1.5, total: 10, unit: 'GB' } },
};
