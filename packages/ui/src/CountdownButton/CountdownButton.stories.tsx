import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

/** A fixed clock, so the numbers the stories show and check never depend on when they run. */
const START = Date.UTC(2025, 0, 6, 9, 0, 0);
const clock = { at: START };
const now = () => clock.at;

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { storageKey: 'gaia-story-countdown', onSend: fn(async () => true), now },
  beforeEach: () => {
    clock.at = START;
    sessionStorage.removeItem('gaia-story-countdown');
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /send code|إرسال الرمز/i }),
    ).toBeVisible();
  },
};

export const Playground: Story = {
  args: { seconds: 30, disabled: false, variant: 'secondary', size: 'md', fullWidth: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button')).toHaveAccessibleName(/30/));
  },
};
