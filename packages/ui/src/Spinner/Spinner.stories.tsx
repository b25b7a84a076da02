import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerStoryDefaults } from './Spinner.fixtures';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  ...spinnerStoryDefaults,
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
