import { lazy, Suspense, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Spinner, SubscriberInfoCard, useGaia } from '@gaia/ui';
import {
  balanceQueryOf,
  completionVerdict,
  defaultHomeProperties,
  displayLineNumber,
  initialLine,
  mainLinePrompt,
  pointsView,
  type SessionUser,
  type Subscription,
} from '@gaia/domain';
import { completenessQuery } from '../completion/profileApi';
import { FailedSection } from './FailedSection';
import { LineBalances } from './LineBalances';
import { LineChooser } from './LineChooser';
import { homePropertiesQuery, linesQuery, pointsQuery } from './homeQueries';
import { Column, EntryPlaceholder, HomeGrid, Muted, Placeholder, Section, SectionHeader, SectionTitle, VisuallyHidden } from './Home.styles';
import { useDeferredQuery } from '../../app/queries/useDeferredQuery';

const CorporateLines = lazy(() => import('./CorporateLines'));
const NoLines = lazy(() => import('./NoLines'));
const MainLineDialog = lazy(() => import('./mainLine/MainLineDialog'));
// The prompt shows only to some, and only once the completeness check has answered: its code comes then.
const MainLinePrompt = lazy(() => import('./mainLine/MainLinePrompt').then((m) => ({ default: m.MainLinePrompt })));
const UsagePanel = lazy(() => import('./usage/UsagePanel'));
/* Where paying starts (F3.6, F3.7): top-up for every line, the bill for a postpaid one. */
const TopUpEntry = lazy(() => import('../topUp/TopUpEntry'));
const PayBillEntry = lazy(() => import('../billPayment/PayBillEntry'));

export interface HomeProps {
  user: SessionUser;
}

/**
 * The signed-in home (F3.2–F3.5): the lines with switching (and the corporate number search), the
 * subscriber info card in its configured scene, the main line (modal and prompt), the balances with
 * boosters, and the usage of the selected line.
 */
export function Home({ user }: HomeProps) {
  const { t, config } = useGaia();
  const corporate = user.partyType === 'CORPORATE';
  const properties = useQuery(homePropertiesQuery).data ?? defaultHomeProperties;
  const custNbr = user.currentCustNbr ?? '';
  const lines = useDeferredQuery({ ...linesQuery(custNbr, user.currentCustId), enabled: custNbr !== '' });
  const [wanted, setWanted] = useState<string>();
  const [lookedUp, setLookedUp] = useState<Subscription>();
  const [dialog, setDialog] = useState<'mainLine' | undefined>();
  const [promptDismissed, setPromptDismissed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const chooserRef = useRef<HTMLDivElement>(null);

  const numberOf = (line: Pick<Subscription, 'accNbr' | 'prefix'>) => displayLineNumber(line, { breakRule: properties.serviceNbrBreakRule, mask: config.mask });
  const list = lines.data ?? [];
  // Spec 03 §4: the prompt follows a successful completeness check (the same cached query as the
  // completion prompt's); while that prompt is up, the main-line prompt waits behind it.
  const completeness = useQuery({ ...completenessQuery(user.userId), enabled: Boolean(user.userId) });
  const completenessChecked = completeness.isSuccess && completionVerdict(completeness.data) === 'none';
  const decision = mainLinePrompt(user, lines.data, completenessChecked);
  const selected = lookedUp && lookedUp.subsId === wanted ? lookedUp : initialLine(list, { ...(wanted ? { wanted } : {}), ...(decision.preferred ? { preferred: decision.preferred } : {}) });
  const points = useQuery({ ...pointsQuery(selected ?? { accNbr: '', subsId: '' }, properties.pointSystem), enabled: properties.subInfoCardType === 'point' && selected !== undefined });

  const show = (line: Subscription) => {
    setWanted(line.subsId);
    setAnnouncement(t('gaia_lines_showing', { number: numberOf(line) }));
  };
  const choose = (subsId: string) => {
    const line = list.find((each) => each.subsId === subsId);
    if (line) show(line);
  };

  if (custNbr !== '' && lines.isPending) {
    return (
      <HomeGrid aria-busy="true">
        <Placeholder $height="18rem">
          <Spinner delay={config.spinnerDelayMs} label="gaia_loading" />
          <Skeleton variant="rect" height="18rem" />
        </Placeholder>
        <Placeholder $height="24rem">
          <Skeleton variant="rect" height="24rem" />
        </Placeholder>
      </HomeGrid>
    );
  }
  if (lines.isError) {
    return <FailedSection titleId="lines-title" title="gaia_lines_list_title" message="gaia_lines_load_failed" onRetry={() => void lines.refetch()} />;
  }
  // Corporate users always get the subscriber search; the switch between lines only with a list (spec 03 §6).
  const corporateLines = corporate ? (
    <Suspense fallback={<Spinner delay={config.spinnerDelayMs} block />}>
      <CorporateLines
        lines={list}
        selectedSubsId={selected?.subsId}
        onSelect={choose}
        numberOf={numberOf}
        onFound={(line) => (setLookedUp(line), show(line))}
        {...(user.custType ? { custType: user.custType } : {})}
      />
    </Suspense>
  ) : null;
  if (!selected) {
    return (
      <Section aria-labelledby="lines-title">
        <SectionTitle id="lines-title">{t('gaia_lines_list_title')}</SectionTitle>
        {corporateLines}
        <Suspense fallback={<Spinner delay={config.spinnerDelayMs} />}>
          <NoLines />
        </Suspense>
      </Section>
    );
  }

  const numberText = numberOf(selected);
  const showPrompt = decision.prompt && completenessChecked && !promptDismissed;
  return (
    <>
      {showPrompt ? (
        <Suspense fallback={null}>
          <MainLinePrompt onChoose={() => (setPromptDismissed(true), setDialog('mainLine'))} onLater={() => setPromptDismissed(true)} />
        </Suspense>
      ) : null}
      <HomeGrid>
        <Column>
          <Section aria-labelledby="lines-title">
            <SectionHeader>
              <SectionTitle id="lines-title">{t('gaia_lines_list_title')}</SectionTitle>
              <Muted>{t('gaia_lines_count', { count: list.length })}</Muted>
            </SectionHeader>
            <div ref={chooserRef}>
              {corporateLines ?? <LineChooser lines={list} selectedSubsId={selected.subsId} onSelect={choose} numberOf={numberOf} />}
            </div>
            <Button variant="secondary" onClick={() => setDialog('mainLine')}>
              gaia_lines_main_action
            </Button>
            <VisuallyHidden role="status">{announcement}</VisuallyHidden>
          </Section>
          <SubscriberInfoCard
            subscription={selected}
            scene={properties.subInfoCardType}
            numberText={numberText}
            isCanChange={properties.isCanChange}
            cardType={properties.relType}
            {...(points.data ? { points: pointsView(points.data, selected.usablePoint).usable } : {})}
            onChangeNumber={() => chooserRef.current?.querySelector<HTMLElement>('input:checked, input, button, select')?.focus()}
          />
        </Column>
        <Column>
          {/* The entries hold their place while they load, so the balances below do not move. */}
          <Suspense fallback={<EntryPlaceholders count={selected.paidFlag === '1' && selected.defaultAcctNbr ? 2 : 1} />}>
            <TopUpEntry accNbr={selected.accNbr} subsId={selected.subsId} />
            {selected.paidFlag === '1' && selected.defaultAcctNbr ? <PayBillEntry acctNbr={selected.defaultAcctNbr} /> : null}
          </Suspense>
          <LineBalances key={selected.subsId} line={selected} numberText={numberText} properties={properties} />
          <Suspense fallback={<Spinner delay={config.spinnerDelayMs} block />}>
            <UsagePanel subsId={selected.subsId} accNbr={selected.accNbr} balanceQuery={balanceQueryOf(selected)} />
          </Suspense>
        </Column>
      </HomeGrid>
      <Suspense fallback={null}>
        {dialog === 'mainLine' ? (
          <MainLineDialog corporate={corporate} lines={list} {...(user.preferredAccNbr ? { currentMainAccNbr: user.preferredAccNbr } : {})} numberOf={numberOf} onClose={() => setDialog(undefined)} />
        ) : null}
      </Suspense>
    </>
  );
}

/** Keeps the place of the line's entries (top-up, pay bill) while they load. */
function EntryPlaceholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <EntryPlaceholder key={index} aria-hidden="true" />
      ))}
    </>
  );
}
