import { useMemo } from 'react';
import { formatLocalDate, formatLocalUsage, seriesDataUnit, UsageTypeNameKey, type DailyUsage, type DataUnit } from '@gaia/domain';
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

/** The values of the chart's name and the table's caption: the unit type's name and the first and last days. */
export function spanValues(days: readonly DailyUsage[], unitType: number, typeName: string | undefined, text: UsageText): Record<string, string> {
  return {
    type: text.t(typeName ?? UsageTypeNameKey[unitType] ?? String(unitType)),
    from: days[0] ? text.day(days[0].date) : '',
    to: days.length > 0 ? text.day(days[days.length - 1]!.date) : '',
  };
}
