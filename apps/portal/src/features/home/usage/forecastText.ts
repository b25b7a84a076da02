import { forecastKey, formatLocalDate, type RunOutForecast } from '@gaia/domain';
import type { TranslateFn } from '@gaia/ui';

/** How the forecast writes a day: the operator's date pattern, in the interface language. */
export interface ForecastDates {
  locale: string;
  pattern: string;
}

/** F3.4: the sentence of a bundle's forecast ("Data: runs out around 24th Mar 2026, before it expires on 2nd Apr 2026."). */
export function forecastSentence(forecast: RunOutForecast, name: string, t: TranslateFn, dates: ForecastDates): string {
  const day = (value: string | undefined) => formatLocalDate(value, { locale: dates.locale, pattern: dates.pattern });
  return t(forecastKey(forecast), {
    name,
    date: forecast.kind === 'runsOut' ? day(forecast.runOutDate) : '',
    expiry: 'expiryDate' in forecast ? day(forecast.expiryDate) : '',
  });
}
