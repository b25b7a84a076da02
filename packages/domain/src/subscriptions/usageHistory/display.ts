import { formatLocalNumber } from '../../kernel/format/intl';
import { bestDataUnit, DATA_UNITS, usageKind, UsageUnitKey, type DataUnit, type UsageUnitKeyValue } from '../usage';
import { UsageUnitType } from '../balanceModel';
import type { DailyUsage } from './model';
import type { RunOutForecast } from './forecast';

/** Message keys of the usage history (F3.4); English and Arabic texts in ./i18n. */
export const UsageHistoryKey = {
  title: 'gaia_usage_history_title',
  intro: 'gaia_usage_history_intro',
  unitChoice: 'gaia_usage_history_unit_choice',
  empty: 'gaia_usage_history_empty',
  loadFailed: 'gaia_usage_history_load_failed',
  total: 'gaia_usage_history_total',
  pace: 'gaia_usage_history_pace',
  forecastTitle: 'gaia_usage_forecast_title',
  chartLabel: 'gaia_usage_chart_label',
  chartHint: 'gaia_usage_chart_hint',
  chartPoint: 'gaia_usage_chart_point',
  chartShowTable: 'gaia_usage_chart_show_table',
  chartHideTable: 'gaia_usage_chart_hide_table',
  tableCaption: 'gaia_usage_table_caption',
  tableDay: 'gaia_usage_table_day',
  tableUsed: 'gaia_usage_table_used',
  runOutWarning: 'gaia_usage_runout_warning',
} as const;

/** The name of each unit type the history shows (the unit choice and the chart's label). */
export const UsageTypeNameKey: Readonly<Record<number, string>> = {
  [UsageUnitType.data]: 'gaia_usage_type_data',
  [UsageUnitType.voice]: 'gaia_usage_type_voice',
  [UsageUnitType.sms]: 'gaia_usage_type_sms',
  [UsageUnitType.currency]: 'gaia_usage_type_currency',
  [UsageUnitType.whatsapp]: 'gaia_usage_type_whatsapp',
};

/** The message key of each forecast kind; their values are `name`, `date`, `expiry` and `days`. */
export const ForecastKey: Readonly<Record<RunOutForecast['kind'] | 'runsOutEarly', string>> = {
  unlimited: 'gaia_usage_forecast_unlimited',
  expired: 'gaia_usage_forecast_expired',
  exhausted: 'gaia_usage_forecast_exhausted',
  noHistory: 'gaia_usage_forecast_no_history',
  noUse: 'gaia_usage_forecast_no_use',
  runsOut: 'gaia_usage_forecast_runs_out',
  runsOutEarly: 'gaia_usage_forecast_runs_out_early',
};

/** The forecast's message key: a bundle running out before its expiry has its own, warning text. */
export function forecastKey(forecast: RunOutForecast): string {
  return forecast.kind === 'runsOut' && forecast.beforeExpiry ? ForecastKey.runsOutEarly : ForecastKey[forecast.kind];
}

/** An amount for the interface language: its number text and its unit's message key. */
export interface LocalUsageAmount {
  value: string;
  unitKey?: UsageUnitKeyValue;
}

/**
 * The one data unit a whole series is shown in: the best fitting unit of its largest day, so that
 * every day of a chart and its table compare at a glance (base unit MB, as balances count data).
 */
export function seriesDataUnit(series: readonly DailyUsage[]): DataUnit {
  const largest = series.reduce((max, day) => Math.max(max, day.amount), 0);
  return largest > 0 ? bestDataUnit(largest, 'MB') : 'MB';
}

/** An amount of data counted in MB, expressed in `unit`. */
function megabytesIn(amount: number, unit: DataUnit): number {
  return amount / 1024 ** (DATA_UNITS.indexOf(unit) - DATA_UNITS.indexOf('MB'));
}

/**
 * F3.4: a usage amount (in its base unit) for the interface language — data and WhatsApp in
 * `dataUnit` (the best fitting one when not given), voice in minutes, SMS as a whole count;
 * digits of the language (Arabic too), at most 2 decimals.
 */
export function formatLocalUsage(amount: number, unitType: number, locale: string, dataUnit?: DataUnit): LocalUsageAmount {
  switch (usageKind(unitType)) {
    case 'data': {
      const unit = dataUnit ?? bestDataUnit(amount, 'MB');
      return { value: formatLocalNumber(megabytesIn(amount, unit), locale), unitKey: UsageUnitKey[unit.toLowerCase() as 'kb' | 'mb' | 'gb' | 'tb'] };
    }
    case 'voice':
      return { value: formatLocalNumber(amount, locale), unitKey: UsageUnitKey.minute };
    case 'sms':
      return { value: formatLocalNumber(Math.floor(amount), locale, { decimals: 0 }), unitKey: UsageUnitKey.sms };
    default:
      return { value: formatLocalNumber(amount, locale) };
  }
}

/** The value of an amount on a chart axis, in the series' display unit (data in `dataUnit`). */
export function displayValue(amount: number, unitType: number, dataUnit: DataUnit): number {
  return usageKind(unitType) === 'data' ? megabytesIn(amount, dataUnit) : amount;
}
