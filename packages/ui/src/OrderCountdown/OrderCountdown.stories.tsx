import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderCountdown } from './OrderCountdown';

/** Creation time of the story orders (server time, epoch ms). */
export const CREATED_AT = Date.UTC(2026, 2, 2, 9, 0, 0);

/** A clock that starts at `startAt` when first read and then runs in real time (story injection). */
export function clockFrom(startAt: number): () => number {
  let origin: number | undefined;
  return () => {
    const device = Date.now();
    origin ??= device;
    return startAt + (device - origin);
  };
}

const meta = {
  title: 'Kit/OrderCountdown',
  component: OrderCountdown,
  excludeStories: /^(CREATED_AT|clockFrom)$/,
  args: {
    order: { orderState: 'B', createdDate: CREATED_AT, timeoutDuration: 30 },
    now: clockFrom(CREATED_AT + 5 * 60_000),
    serverOffsetMs: 0,
    onExpire: fn(),
  },
} satisfies Meta<typeof OrderCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    order: { orderState: 'B', createdDate: CREATED_AT, timeoutDuration: 90 },
    now: clockFrom(CREATED_AT),
    serverOffsetMs: 0,
  },
};
