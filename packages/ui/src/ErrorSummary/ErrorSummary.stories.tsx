import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within, waitFor } from 'storybook/test';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Primitives/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'story-name', message: 'gaia_kitforms_example_fullname_required' },
      { fieldId: 'story-terms', message: 'gaia_kitforms_example_terms_required' },
    ],
    focusOnMount: false,
  },
  render: (args) => (
    <div>
      <ErrorSummary {...args} />
      <p>
        <input id="story-name" aria-label="name" />
      </p>
      <p>
        <input id="story-terms" type="checkbox" aria-label="terms" />
      </p>
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
  },
};

export const Playground: Story = {
  args: { title: 'gaia_kitforms_error_summary_title', headingLevel: 2, focusOnMount: true, focusKey: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveFocus());
  },
};
