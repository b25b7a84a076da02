import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NumberPicker } from './NumberPicker';
import { sampleNumbers } from './NumberPicker.fixtures';

const meta = {
  title: 'Kit/NumberPicker',
  component: NumberPicker,
  args: {
    numbers: sampleNumbers,
    lockNumbers: fn(async () => undefined),
    onSearch: fn(),
    onReload: fn(),
    onLocked: fn(),
    onChange: fn(),
    breakRule: '3,3,4',
  },
} satisfies Meta<typeof NumberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { loading: false, heldNumber: sampleNumbers[0]!.accNbr, breakRule: 'xxx-xxx-xxxx' },
  argTypes: { breakRule: { control: 'text' } },
};
