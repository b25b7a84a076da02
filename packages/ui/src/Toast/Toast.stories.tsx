import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeComponent } from '../internal/stories/describeComponent';
import { ToastTrigger } from '../internal/stories/ToastTrigger';
import { ToastProvider } from './Toast';

const meta = {
  title: 'Primitives/Toast',
  component: ToastTrigger,
  subcomponents: { ToastProvider },
  args: { tone: 'success', message: 'gaia_feedback_example_saved' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    durationMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  parameters: describeComponent(
    'GaiaProvider hosts toasts; any component calls `useToast().show({ tone, message, durationMs })`. Success and info are announced politely (role=status), errors at once (role=alert). F6 reaches the newest toast and returns; Escape closes it.',
  ),
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { tone: 'error', message: 'The account or password is incorrect.', durationMs: 8000, label: 'gaia_feedback_example_show_error' },
};
