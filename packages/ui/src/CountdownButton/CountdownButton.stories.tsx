import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonLookArgTypes } from '../internal/stories/buttonArgTypes';
import { CountdownButton } from './CountdownButton';

/**
 * The stories' clock starts at a fixed date, so the numbers they show and check never depend on when
 * they run. In Storybook it then runs in real time, so a reader sees the countdown move; in the story
 * tests (which set a matrix, see .storybook/matrix) it stands still, so screenshots are stable.
 */
const START = Date.UTC(2025, 0, 6, 9, 0, 0);
const clock = { at: START, since: Date.now() };
const frozen = () => Boolean((globalThis as { __GAIA_STORY_MATRIX__?: unknown }).__GAIA_STORY_MATRIX__);
const now = () => (frozen() ? clock.at : clock.at + (Date.now() - clock.since));

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { storageKey: 'gaia-story-countdown', onSend: fn(async () => true), now },
  beforeEach: () => {
    clock.at = START;
    clock.since = Date.now();
    sessionStorage.removeItem('gaia-story-countdown');
  },
  argTypes: buttonLookArgTypes,
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
