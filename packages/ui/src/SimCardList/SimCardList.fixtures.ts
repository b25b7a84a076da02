import type { SimCard } from '@gaia/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SimCardList } from './SimCardList';

/** 23 SIM cards for the stories: three pages of 10. */
export const sampleSimCards: SimCard[] = Array.from({ length: 23 }, (_, index) => ({
  accNbr: `07798${String(index + 10000).padStart(5, '0')}`,
  iccid: `89263000000${String(12345670 + index)}`,
}));

/** The meta the SimCardList stories and feature stories share (all but the title). */
export const simCardListStoryDefaults = {
  args: { cards: sampleSimCards, breakRule: '3,3,4', onPageChange: fn() },
} satisfies Meta<typeof SimCardList>;
