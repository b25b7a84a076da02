import { addDays, type BalanceResponse, type ConsumptionRecord } from '@gaia/domain';

/** The day the usage stories end on: the cycle runs from 19 Feb to 20 Mar 2026. */
export const USAGE_TODAY = '2026-03-20';
export const usageLine = { subsId: 'S-1001', accNbr: '263771234567' };

/**
 * 30 days of use: 500 MB of data a day (250 so far today), 20 minutes of calls (8 today), 2 SMS
 * every other day, 40 MB of WhatsApp a day.
 */
export function usageRecords(): ConsumptionRecord[] {
  const records: ConsumptionRecord[] = [];
  for (let index = 0; index < 30; index += 1) {
    const statDate = addDays(USAGE_TODAY, index - 29);
    const today = index === 29;
    records.push({ statDate, unitType: 1, consumeAmount: today ? 250 : 500 });
    records.push({ statDate, unitType: 2, consumeAmount: today ? 8 : 20 });
    if (index % 2 === 0) records.push({ statDate, unitType: 3, consumeAmount: 2 });
    records.push({ statDate, unitType: 10001, consumeAmount: 40 });
  }
  return records;
}

/**
 * The line's bundles: data that runs out before it expires (1 GB left at 500 MB a day, expiring on
 * 31 Mar), calls that last (600 min at 20 a day, expiring on 10 Apr), unlimited SMS, an expired
 * WhatsApp bundle and a money bucket (no forecast).
 */
export const usageBalance: BalanceResponse = {
  acctBalance: { amount: 12.5, currencySymbol: '$' },
  balanceList: [
    { acctResName: 'Data', acctResCode: 'DATA_MAIN', unitType: 1, realBalance: 1024, grossBalance: 10240, expDate: '2026-03-31 23:59:59' },
    { acctResName: 'Local calls', acctResCode: 'VOICE_LOCAL', unitType: 2, realBalance: 600, grossBalance: 1000, expDate: '2026-04-10 23:59:59' },
    { acctResName: 'SMS', acctResCode: 'SMS_ALL', unitType: 3, realBalance: 0, grossBalance: 0, unlimitedFlag: 'Y' },
    { acctResName: 'WhatsApp', acctResCode: 'WHATSAPP', unitType: 10001, realBalance: 100, grossBalance: 2048, expDate: '2026-03-15 23:59:59' },
    { acctResName: 'Bonus airtime', acctResCode: 'BONUS_CASH', unitType: 4, realBalance: 3.5, grossBalance: 5 },
  ],
};
