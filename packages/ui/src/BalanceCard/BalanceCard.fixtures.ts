import type { BalanceResponse } from '@gaia/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { BalanceCard } from './BalanceCard';

/** Story data: a prepaid line with data (in MB), voice, SMS, WhatsApp and an unlimited bucket. */
export const sampleBalance: BalanceResponse = {
  acctBalance: { amount: 12.5, currencySymbol: '$' },
  extAcctBalance: [{ amount: 340, formatBalance: '340.00 ZWG' }],
  balanceList: [
    { acctResName: 'Mobile data', acctResCode: 'DATA', unitType: 1, realBalance: 3276.8, grossBalance: 10240, extData: { boosterFlag: 'Y' }, expDate: '2026-12-31' },
    { acctResName: 'Local calls', acctResCode: 'VOICE', unitType: 2, realBalance: 45, grossBalance: 100, extData: { boosterFlag: 'N' } },
    { acctResName: 'SMS bundle', acctResCode: 'SMS', unitType: 3, realBalance: 80, grossBalance: 50 },
    { acctResName: 'WhatsApp', acctResCode: 'WA', unitType: 10001, unlimitedFlag: 'Y' },
  ],
};

/** The meta the BalanceCard stories and feature stories share (all but the title). */
export const balanceCardStoryDefaults = {
  args: { balance: sampleBalance, onBooster: fn() },
} satisfies Meta<typeof BalanceCard>;
