import { useMemo } from 'react';
import { formatLocalDate, formatLocalUsage, seriesDataUnit, type DailyUsage, type DataUnit } from '@gaia/domain';
import { useGaia, type TranslateFn } from '../provider/GaiaContext';

/** How the chart and its table write a day and an amount, in the interface language. */
export interface UsageText {
  /** A day's label ("3 Mar"). */
  day: (date: string) => string;
  /** An amount with its unit ("1.2 GB"), data in the series' one unit. */
  amount: (amount: number) => string;
  /** The data unit of the series (data and WhatsApp). */
  dataUnit: DataUnit;
  t: TranslateFn;
  rtl: boolean;
}

/** The texts of a series: one data unit for every day, dates and digits of the interface language. */
export function useUsageText(days: readonly DailyUsage[], unitType: number, dayPattern: string): UsageText {
  const { t, intlLocale, direction } = useGaia();
  return useMemo(() => {
    const dataUnit = seriesDataUnit(days);
    return {
      day: (date: string) => formatLocalDate(date, { locale: intlLocale, pattern: dayPattern }),
      amount: (amount: number) => {
        const text = formatLocalUsage(amount, unitType, intlLocale, dataUnit);
        return text.unitKey ? `${text.value} ${t(text.unitKey)}` : text.value;
      },
      dataUnit,
      t,
      rtl: direction === 'rtl',
    };
  }, [days, unitType, dayPattern, intlLocale, direction, t]);
}
