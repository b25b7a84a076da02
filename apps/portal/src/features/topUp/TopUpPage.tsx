import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { LoadFailed, Spinner, useGaia } from '@gaia/ui';
import { sessionQuery } from '../../app/session';
import { linesQuery } from '../home/homeQueries';
import { TopUpForm } from './TopUpForm';
import { Intro, Page, Title } from './TopUp.styles';

/**
 * Top-up at /topUp (spec 03 F3.6): the line (query accNbr, else the customer's main line) or
 * another number, the amount grid with its currency switch and custom amount, then on to the
 * payment-method page; a postpaid line's bill can be paid from here too (F3.7).
 */
export default function TopUpPage() {
  const { t, config } = useGaia();
  const [search] = useSearchParams();
  const session = useQuery(sessionQuery);
  const user = session.data;
  const custNbr = user?.currentCustNbr ?? '';
  const lines = useQuery({ ...linesQuery(custNbr, user?.currentCustId), enabled: custNbr !== '' });
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A new page: its heading takes focus, so screen readers start at the top-up.
  useEffect(() => titleRef.current?.focus(), []);

  if (session.isError) return <Navigate to="/signIn?t=i" replace />;
  const loading = session.isPending || (custNbr !== '' && lines.isPending);
  return (
    <Page>
      <Title ref={titleRef} tabIndex={-1}>
        {t('gaia_topup_title')}
      </Title>
      <Intro>{t('gaia_topup_intro')}</Intro>
      {loading ? (
        <Spinner delay={config.spinnerDelayMs} label="gaia_loading" />
      ) : lines.isError ? (
        <LoadFailed message="gaia_topup_lines_failed" onRetry={() => void lines.refetch()} />
      ) : (
        <TopUpForm lines={lines.data ?? []} wantedAccNbr={search.get('accNbr') ?? undefined} preferredAccNbr={user?.preferredAccNbr} />
      )}
    </Page>
  );
}
