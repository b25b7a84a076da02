import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGaia } from '@gaia/ui';
import {
  forecastRunOut,
  isUnlimitedBalance,
  readMoneyValue,
  runsOutEarly,
  usageKind,
  usagePace,
  UsageHistoryKey,
  type BalanceQuery,
  type ConsumptionRecord,
} from '@gaia/domain';
import { EarlyIcon, PaceIcon } from './ForecastIcon';
import { forecastSentence } from './forecastText';
import { lineBalanceQuery } from './usageQueries';
import { ForecastItem, ForecastList, ForecastTitle } from './UsagePanel.styles';

export interface UsageForecastProps {
  subsId: string;
  /** What the balance call asks for this line (as the home asks it: one cache entry, one payload). */
  balanceQuery: BalanceQuery;
  records: readonly ConsumptionRecord[];
  today: string;
}

/**
 * F3.4: one line per bundle of the line — at the current pace of its unit type, when it runs out,
 * and whether before its expiry (marked with a warning sign and said in words). Money buckets have
 * no usage history and are left out. While the balances are missing (loading, or failed: the
 * balance card says so and offers a retry) nothing shows here.
 */
export function UsageForecast({ subsId, balanceQuery, records, today }: UsageForecastProps) {
  const { t, config, locale } = useGaia();
  const titleId = useId();
  const balance = useQuery(lineBalanceQuery(subsId, balanceQuery));
  const bundles = (balance.data?.balanceList ?? []).filter((item) => {
    const kind = usageKind(item.unitType);
    return kind !== undefined && kind !== 'currency';
  });
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <ForecastTitle id={titleId}>{t(UsageHistoryKey.forecastTitle)}</ForecastTitle>
      <ForecastList>
        {bundles.map((item) => {
          const pace = usagePace(records, Number(item.unitType), today);
          const forecast = forecastRunOut(
            { remaining: readMoneyValue(item.realBalance) ?? 0, unlimited: isUnlimitedBalance(item), expiryDate: item.expDate },
            pace,
            today,
          );
          const early = runsOutEarly(forecast);
          return (
            <ForecastItem key={item.acctResCode} data-early={early ? '' : undefined}>
              {early ? <EarlyIcon /> : <PaceIcon />}
              <span>{forecastSentence(forecast, item.acctResName, t, { locale, pattern: config.dateFormat })}</span>
            </ForecastItem>
          );
        })}
      </ForecastList>
    </section>
  );
}
