import { lazy, Suspense, useRef, useState } from 'react';
import { BalanceCard, Skeleton, Spinner, useGaia } from '@gaia/ui';
import { readMoneyValue, subscriberBalanceKind, type BalanceItem, type HomeProperties, type Subscription } from '@gaia/domain';
import { FailedSection } from './FailedSection';
import { balanceQuery } from './homeQueries';
import { Placeholder, Section, SectionTitle } from './Home.styles';
import { useDeferredQuery } from '../../app/queries/useDeferredQuery';

const BoosterFlow = lazy(() => import('./booster/BoosterFlow'));
/** The run-out warning of an allowance (from the usage history the usage panel loads). */
const RunOutNotice = lazy(() => import('./usage/RunOutNotice'));

export interface LineBalancesProps {
  line: Subscription;
  numberText: string;
  properties: HomeProperties;
}

/**
 * F3.4: the line's balances — account and extra-currency balances (the credit limit for a postpaid
 * line), then each allowance with its meter, dates and Booster button (F3.5). While they load a
 * placeholder of the card's size holds the place (no shift); a failed call leaves the rest of the
 * home usable and offers Try again in place.
 */
export function LineBalances({ line, numberText, properties }: LineBalancesProps) {
  const { config, t } = useGaia();
  const balance = useDeferredQuery(balanceQuery(line));
  const [boosterItem, setBoosterItem] = useState<BalanceItem>();
  const boosterTrigger = useRef<HTMLElement | null>(null);
  const openBooster = (item: BalanceItem) => {
    boosterTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBoosterItem(item);
  };

  if (balance.isPending) {
    return (
      <Section aria-labelledby="balances-loading-title" aria-busy="true">
        <SectionTitle id="balances-loading-title">{t('gaia_kitbalance_title')}</SectionTitle>
        <Placeholder $height="24rem">
          <Spinner delay={config.spinnerDelayMs} />
          <Skeleton variant="rect" height="4rem" />
          <Skeleton variant="text" lines={6} />
        </Placeholder>
      </Section>
    );
  }
  if (balance.isError) {
    return <FailedSection titleId="balances-failed-title" title="gaia_kitbalance_title" message="gaia_lines_balances_failed" onRetry={() => void balance.refetch()} />;
  }
  return (
    <>
      <BalanceCard
        balance={balance.data}
        showCreditLimit={subscriberBalanceKind(line) === 'creditLimit'}
        onBooster={openBooster}
        itemExtra={(item) => {
          const remaining = readMoneyValue(item.realBalance);
          if (remaining === undefined || item.unlimitedFlag === 'Y') return null;
          return (
            <Suspense fallback={null}>
              <RunOutNotice subsId={line.subsId} unitType={Number(item.unitType)} remaining={remaining} {...(item.expDate ? { expiryDate: item.expDate } : {})} />
            </Suspense>
          );
        }}
      />
      {boosterItem ? (
        <Suspense fallback={<Spinner delay={config.spinnerDelayMs} block />}>
          <BoosterFlow line={line} item={boosterItem} numberText={numberText} properties={properties} onClose={() => setBoosterItem(undefined)} returnFocusTo={boosterTrigger} />
        </Suspense>
      ) : null}
    </>
  );
}
