import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'gaia_loading' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    delay: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after its delay (300 ms by default); pictured once shown, so its picture does not depend on timing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).not.toBeEmptyDOMElement());
  },
};

export const Playground: Story = {
  args: { delay: 0, size: 'lg', showLabel: true, block: true },
};
