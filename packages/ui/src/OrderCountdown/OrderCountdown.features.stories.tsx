import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { manualClock } from '../internal/manualClock';
import { OrderCountdown } from './OrderCountdown';
import { CREATED_AT, clockFrom } from './OrderCountdown.stories';

const onExpire = fn();
const order = { orderState: 'B', createdDate: CREATED_AT, timeoutDuration: 30 };

const meta = {
  title: 'Kit/OrderCountdown/Features',
  component: OrderCountdown,
  args: { order, onExpire },
  beforeEach: () => {
    onExpire.mockClear();
  },
} satisfies Meta<typeof OrderCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const timer = (root: HTMLElement) =>
  within(root).getByRole('timer', { name: /time left to pay|الوقت المتبقي للدفع/i });

// F3.15
/**
 * State B counts down from creation time plus timeoutDuration (30 minutes), shown HH:mm:ss
 * and ticking every second; the start is announced once, politely.
 */
export const TicksEverySecond: Story = {
  args: { now: clockFrom(CREATED_AT + 10 * 60_000) },
  play: async ({ canvasElement }) => {
    await expect(timer(canvasElement)).toHaveTextContent('00:20:00');
    await waitFor(() => expect(timer(canvasElement)).toHaveTextContent(/^00:19:5\d$/), {
      timeout: 3000,
    });
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(/pay within 00:20:00|ادفع خلال 00:20:00/i);
    await expect(timer(canvasElement)).toHaveAttribute('aria-live', 'off');
  },
};

// F3.15
/**
 * The count follows the server clock, not the device clock — a device one hour behind, with
 * the measured server offset, still shows the 25 minutes left on the server.
 */
export const ServerClockOffset: Story = {
  // The device clock held still: the count, and so the story's picture, is the same on every run.
  args: { clock: manualClock(CREATED_AT + 5 * 60_000 - 3_600_000), serverOffsetMs: 3_600_000 },
  play: async ({ canvasElement }) => {
    await expect(timer(canvasElement)).toHaveTextContent('00:25:00');
  },
};

/** A clock the expiry story moves by hand: 1.5 s before the end (each test run renders the story once). */
const expiryClock = manualClock(CREATED_AT + 30 * 60_000 - 1500);

// F3.15
/** At zero the countdown stops, the expiry is announced politely and onExpire runs once (the detail reloads). */
export const ExpiresAtZero: Story = {
  args: { clock: expiryClock },
  play: async ({ canvasElement }) => {
    // Half a second at a time: the countdown schedules its next tick after it has rendered the last
    // (in an effect, which a production build runs after paint), so one long jump would pass it by.
    await waitFor(
      async () => {
        await expiryClock.advance(500);
        await expect(timer(canvasElement)).toHaveTextContent('00:00:00');
      },
      { timeout: 4000 },
    );
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        /run out|انتهى وقت الدفع/i,
      ),
    );
    await expect(onExpire).toHaveBeenCalledTimes(1);
    await expiryClock.advance(1200);
    await expect(onExpire).toHaveBeenCalledTimes(1);
  },
};

// F3.15
/** Only an order awaiting payment has a countdown; other orders render nothing. */
export const OnlyAwaitingPayment: Story = {
  args: { order: { ...order, orderState: 'C' }, now: clockFrom(CREATED_AT) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('timer')).not.toBeInTheDocument();
  },
};
