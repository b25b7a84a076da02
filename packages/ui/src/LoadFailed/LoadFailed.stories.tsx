import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describeComponent } from '../internal/stories/describeComponent';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Primitives/LoadFailed',
  component: LoadFailed,
  args: { onRetry: fn(), placement: 'inline' },
  argTypes: { placement: { control: 'inline-radio', options: ['inline', 'dialog'] } },
  parameters: describeComponent(
    'What `lazyWithRetry` shows in place of a piece whose code could not be fetched (offline, a new deploy): a short message announced at once and Retry. `placement="dialog"` opens a small native dialog (with Close) for pieces that are dialogs themselves.',
  ),
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { placement: 'inline', message: 'gaia_feedback_load_failed', retryLabel: 'gaia_feedback_load_retry' },
};
