import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: {
    label: 'gaia_controls_example_line_count',
    min: 1,
    max: 5,
    defaultValue: 1,
    onChange: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    min: 0,
    max: 50,
    step: 5,
    defaultValue: 10,
    showRange: true,
    disabled: false,
    readOnly: false,
    error: '',
  },
};
