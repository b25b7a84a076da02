import { skipToken } from '@tanstack/react-query';
import { useGaia } from '@gaia/ui';
import { forecastRunOut, runsOutEarly, usagePace, UsageHistoryKey, formatLocalDate, type ConsumptionResponse } from '@gaia/domain';
import { EarlyIcon } from './ForecastIcon';
import { usageCycleKey } from './usageQueries';
import { useToday } from './useToday';
import { Notice } from './UsagePanel.styles';
import { useDeferredQuery } from '../../../app/queries/useDeferredQuery';

export interface RunOutNoticeProps {
  /** The line the bundle belongs to. */
  subsId: string;
  /** The bundle's usage unit type (spec 03 §3). */
  unitType: number;
  /** What is left of the bundle, in its base unit (the balance item's realBalance). */
  remaining: number;
  /** The bundle's expiry date as the server sends it (expDate). */
  expiryDate?: string;
  /** The day to forecast from (YYYY-MM-DD); the device's day when omitted. */
  today?: string;
}

/**
 * F3.4: the gentle warning on a balance item — at the current pace the bundle runs out before it
 * expires — or nothing. It reads the line's usage history from the cache the usage panel fills
 * (it never asks for it itself), so it appears once the history is in; unlimited bundles, and
 * bundles that last, show nothing.
 */
export default function RunOutNotice({ subsId, unitType, remaining, expiryDate, today: givenToday }: RunOutNoticeProps) {
  const { t, locale, config } = useGaia();
  const today = useToday(givenToday);
  // Each balance item forecasts from the whole history: deferred, the items' forecasts render in
  // slices once it arrives instead of in the one piece that delivers it to the usage panel.
  const history = useDeferredQuery<ConsumptionResponse>({ queryKey: usageCycleKey(subsId, today), queryFn: skipToken });
  if (!history.data) return null;
  const forecast = forecastRunOut({ remaining, expiryDate }, usagePace(history.data.consumptionList ?? [], unitType, today), today);
  if (!runsOutEarly(forecast)) return null;
  const day = (value: string) => formatLocalDate(value, { locale, pattern: config.dateFormat });
  return (
    <Notice>
      <EarlyIcon />
      <span>{t(UsageHistoryKey.runOutWarning, { date: day(forecast.runOutDate), expiry: day(forecast.expiryDate) })}</span>
    </Notice>
  );
}
