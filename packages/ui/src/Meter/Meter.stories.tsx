import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter } from './Meter';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  args: {
    label: 'gaia_feedback_example_data',
    value: 3.2,
    max: 10,
    valueText: 'gaia_feedback_meter_remaining',
    valueTextValues: { value: 3.2, total: 10, unit: 'GB' },
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { value: 1.5, low: 2, size: 'lg', unlimited: false, hideLabel: false, showValueText: true, valueTextValues: { value: 1.5, total: 10, unit: 'GB' } },
};
