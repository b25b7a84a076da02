import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ToastProvider } from './Toast';
import { useToast, type ToastOptions } from './useToast';

/** A button that shows one toast, as a screen would after an action. */
function ToastTrigger({ label = 'gaia_feedback_example_show_toast', ...toast }: ToastOptions & { label?: string }) {
  const { show } = useToast();
  return <Button onClick={() => show(toast)}>{label}</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastTrigger,
  subcomponents: { ToastProvider },
  args: { tone: 'success', message: 'gaia_feedback_example_saved' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
    durationMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'GaiaProvider hosts toasts; any component calls `useToast().show({ tone, message, durationMs })`. Success and info are announced politely (role=status), errors at once (role=alert). F6 reaches the newest toast and returns; Escape closes it.',
      },
    },
  },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { tone: 'error', message: 'The account or password is incorrect.', durationMs: 8000, label: 'gaia_feedback_example_show_error' },
};
