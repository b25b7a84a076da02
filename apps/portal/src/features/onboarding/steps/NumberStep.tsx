import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildNumberQuery, OnboardingMessageKey, onboardingKeys, reserveNumber, type NumberReserveOutcome } from '@gaia/domain';
import { LoadFailed, NumberPicker, useT } from '@gaia/ui';
import { onboardingApi, onboardingReadApi } from '../onboardingApi';
import { Intro, Notice } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

/**
 * Step 2 (F2.15): numbers 12 a page (the lastRecordGMT cursor), the exact 4-character search, only
 * A selectable, four a row, the refresh link above 11 showing the next page; submit unlocks the
 * number held and locks the new one — a failed lock shows gaia_onboarding_number_available, clears
 * the choice and reloads the same page.
 */
export function NumberStep({ draft, update, next, back }: OnboardingStepProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [cursor, setCursor] = useState('');
  const [tried, setTried] = useState(false);
  // The picker asks for a reload after a failed lock and from its refresh link: the first reloads
  // the page shown, the second shows the next one.
  const failedLock = useRef(false);
  const numbers = useQuery({
    queryKey: onboardingKeys.numbers(search, cursor),
    queryFn: () => onboardingReadApi.availableNumbers(buildNumberQuery(search, cursor || undefined)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const submit = async (chosen: string, previous: string | undefined): Promise<NumberReserveOutcome> => {
    const outcome = await reserveNumber({ lockNumbers: onboardingApi.lockNumbers }, previous ?? draft.accNbr, chosen);
    if (outcome.ok) update({ accNbr: outcome.accNbr });
    else {
      // The old number was unlocked before the new lock failed: nothing is held any more.
      update({ accNbr: undefined });
      failedLock.current = true;
    }
    return outcome;
  };
  const reload = async () => {
    if (failedLock.current) {
      failedLock.current = false;
      await numbers.refetch();
      return;
    }
    // "Show other numbers": the next page, or the first again after the last.
    setCursor(numbers.data?.pageInfo.lastRecordGMT ?? '');
  };

  return (
    <StepFrame onBack={back} onNext={() => (draft.accNbr ? next() : setTried(true))} error={tried && !draft.accNbr ? OnboardingMessageKey.numberRequired : undefined}>
      <Intro>{t('gaia_onboarding_number_intro')}</Intro>
      {draft.continued ? <Notice>{t('gaia_onboarding_continued_notice')}</Notice> : null}
      {numbers.isError && !numbers.data ? (
        <LoadFailed onRetry={() => void numbers.refetch()} message="gaia_onboarding_number_load_failed" />
      ) : (
        <NumberPicker
          numbers={numbers.data?.accNbrList ?? []}
          loading={numbers.isFetching}
          heldNumber={draft.accNbr}
          defaultValue={draft.accNbr}
          onSearch={(term) => {
            setSearch(term);
            setCursor('');
          }}
          onReload={reload}
          onSubmit={submit}
        />
      )}
    </StepFrame>
  );
}
