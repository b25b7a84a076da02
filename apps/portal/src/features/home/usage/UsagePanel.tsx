import { useId, useState } from 'react';
import { LoadFailed, Skeleton, Spinner, useGaia } from '@gaia/ui';
import { UsageHistoryKey, UsageUnitType, USAGE_CYCLE_DAYS, type BalanceQuery } from '@gaia/domain';
import { UsageBody } from './UsageBody';
import { usageCycleQuery } from './usageQueries';
import { useToday } from './useToday';
import { Intro, Panel, PanelTitle, Placeholder } from './UsagePanel.styles';
import { useDeferredQuery } from '../../../app/queries/useDeferredQuery';

export interface UsagePanelProps {
  /** The selected line's subscription id. */
  subsId: string;
  /** The selected line's number. */
  accNbr: string;
  /** What the balance call asks for this line (the home's: number and default account); the number alone when omitted. */
  balanceQuery?: BalanceQuery;
  /** The last day of the history (YYYY-MM-DD); the device's day when omitted (stories pin it). */
  today?: string;
}

/**
 * Usage history with its forecast (F3.4, issue 14 item 4), under the home's balances: the daily use
 * of the line over the last 30 days per unit type, as a chart and a table, and per bundle when it
 * runs out at the current pace. While the history loads a placeholder of the final size holds the
 * place (a spinner only after the configured delay); a failed call offers Try again in place.
 */
export default function UsagePanel({ subsId, accNbr, balanceQuery, today: givenToday }: UsagePanelProps) {
  const { t, config } = useGaia();
  const today = useToday(givenToday);
  const history = useDeferredQuery(usageCycleQuery(subsId, accNbr, today));
  const [unitType, setUnitType] = useState<number>(UsageUnitType.data);
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} aria-busy={history.isPending || undefined}>
      <PanelTitle id={titleId}>{t(UsageHistoryKey.title)}</PanelTitle>
      <Intro>{t(UsageHistoryKey.intro, { days: USAGE_CYCLE_DAYS })}</Intro>
      {history.isPending ? (
        <Placeholder>
          <Spinner delay={config.spinnerDelayMs} />
          <Skeleton variant="text" width="8rem" />
          <Skeleton variant="rect" height="44px" width="20rem" />
          <Skeleton variant="text" width="16rem" />
          <Skeleton variant="rect" height="220px" />
          <Skeleton variant="rect" height="44px" width="10rem" />
        </Placeholder>
      ) : history.isError ? (
        <LoadFailed onRetry={() => void history.refetch()} message={UsageHistoryKey.loadFailed} />
      ) : (
        <UsageBody
          subsId={subsId}
          accNbr={accNbr}
          {...(balanceQuery ? { balanceQuery } : {})}
          records={history.data.consumptionList ?? []}
          today={today}
          unitType={unitType}
          onUnitType={setUnitType}
        />
      )}
    </Panel>
  );
}
