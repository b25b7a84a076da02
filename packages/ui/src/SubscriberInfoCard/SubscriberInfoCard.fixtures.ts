import type { BalanceResponse, Subscription } from '@gaia/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SubscriberInfoCard } from './SubscriberInfoCard';

/** Story data: a prepaid main line with a plan, an account and points. */
export const sampleSubscription: Subscription = {
  accNbr: '771234567',
  prefix: '+263',
  subsId: 'S-1001',
  defaultAcctNbr: 'ACC-88021',
  offerName: 'Smart 30',
  offerInsList: [{ offerType: '1', effDate: '2026-01-15', offerName: 'Smart 30' }],
  activeDate: '2024-03-02',
  state: 'A',
  stateName: 'Active',
  paidFlag: '0',
  subsExtMap: { preferredFlag: 'Y' },
  usablePoint: 1250,
};

export const sampleLineBalance: BalanceResponse = {
  acctBalance: { amount: 12.5, currencySymbol: '$' },
  extAcctBalance: [{ amount: 340, formatBalance: '340.00 ZWG' }],
};

/** The meta the SubscriberInfoCard stories and feature stories share (all but the title). */
export const subscriberInfoCardStoryDefaults = {
  args: { subscription: sampleSubscription, balance: sampleLineBalance, onChangeNumber: fn() },
} satisfies Meta<typeof SubscriberInfoCard>;
