import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reserveNumber } from '@gaia/domain';
import { NumberPicker } from './NumberPicker';
import { sampleNumbers } from './NumberPicker.fixtures';

/** The lock call of a simulated server: every lock and unlock succeeds. */
const lockNumbers = fn(async () => undefined);

const meta = {
  title: 'Kit/NumberPicker',
  component: NumberPicker,
  args: {
    numbers: sampleNumbers,
    // The host wires the domain flow to its call.
    onSubmit: fn((next: string, previous: string | undefined) => reserveNumber({ lockNumbers }, previous, next)),
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
