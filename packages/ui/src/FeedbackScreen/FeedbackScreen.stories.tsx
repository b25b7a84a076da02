import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within, waitFor } from 'storybook/test';
import { FeedbackScreen } from './FeedbackScreen';
import { feedbackScreenStoryDefaults } from './FeedbackScreen.fixtures';

const meta = {
  title: 'Kit/FeedbackScreen',
  component: FeedbackScreen,
  ...feedbackScreenStoryDefaults,
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1, name: /your account is ready|حسابك جاهز/i });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

export const Playground: Story = {
  args: { variant: 'error', title: 'gaia_kitforms_example_pay_failed_title', description: 'gaia_kitforms_example_pay_failed_text', primaryActionLabel: 'gaia_kitforms_example_try_again', focusOnMount: true, headingLevel: 1 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: /payment failed|فشل الدفع/i })).toHaveFocus());
  },
};
