import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedControl, type SegmentOption } from './SegmentedControl';

const accountTypes: readonly SegmentOption[] = [
  { value: 'i', label: 'gaia_controls_example_individual' },
  { value: 'c', label: 'gaia_controls_example_corporate' },
];

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'gaia_controls_example_account_type',
    options: accountTypes,
    defaultValue: 'i',
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { hideLabel: false, fullWidth: true, disabled: false, hint: '', error: '' },
};
