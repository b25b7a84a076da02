import type { Meta } from '@storybook/react-vite';
import { addDays, type DailyUsage } from '@gaia/domain';
import type { UsageChart } from './UsageChart';

/** 30 days from 1 Feb 2026 to 2 Mar 2026, each amount made by `amountOf(index)`. */
export function storyDays(amountOf: (index: number) => number): DailyUsage[] {
  return Array.from({ length: 30 }, (_, index) => ({ date: addDays('2026-02-01', index), amount: amountOf(index) }));
}

/**
 * Data in MB: 512 MB on the first day, 1 GB on the day before the last, 1.5 GB on the last, a
 * weekly rhythm between (the series is shown in GB, the unit of its largest day).
 */
export const dataDays = storyDays((index) => (index === 0 ? 512 : index === 28 ? 1024 : index === 29 ? 1536 : 300 + ((index * 137) % 700)));

/** Voice in minutes: 12 on the first day, 30 on the last. */
export const voiceDays = storyDays((index) => (index === 29 ? 30 : index === 0 ? 12 : 5 + ((index * 7) % 25)));

/** SMS: 4 on the last day, none on many days. */
export const smsDays = storyDays((index) => (index === 29 ? 4 : index % 3 === 0 ? 0 : (index % 5) + 1));

/** WhatsApp in MB: 80 on the last day. */
export const whatsappDays = storyDays((index) => (index === 29 ? 80 : 20 + ((index * 11) % 60)));

/** A month without use. */
export const idleDays = storyDays(() => 0);

/** The meta the UsageChart stories and feature stories share (all but the title): a month of data use. */
export const usageChartStoryDefaults = {
  args: { days: dataDays, unitType: 1 },
} satisfies Meta<typeof UsageChart>;
