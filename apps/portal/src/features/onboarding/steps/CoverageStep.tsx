import { useState } from 'react';
import { OnboardingMessageKey, stepComplete } from '@gaia/domain';
import { Link, useT } from '@gaia/ui';
import { RouterAnchor } from '../../signIn/RouterAnchor';
import { Facts, Intro } from '../Onboarding.styles';
import type { OnboardingStepProps } from '../useOnboarding';
import { StepFrame } from './StepFrame';

/** The map checks coverage and comes back here with the address (currentAddr, spec 03 §4). */
export const COVERAGE_MAP_HREF = `/map?type=coverage&redirect=${encodeURIComponent('/onboarding')}`;

/** Step 1 (F3.19): the address whose coverage the map checked, and the way to (re)check it. */
export function CoverageStep({ draft, next, signedIn }: OnboardingStepProps) {
  const t = useT();
  const [tried, setTried] = useState(false);
  const complete = stepComplete('coverage', draft, signedIn);
  return (
    <StepFrame
      onNext={() => (complete ? next() : setTried(true))}
      error={tried && !complete ? OnboardingMessageKey.coverageRequired : undefined}
    >
      <Intro>{t('gaia_onboarding_coverage_intro')}</Intro>
      {draft.coverageAddress ? (
        <Facts>
          <dt>{t('gaia_onboarding_coverage_checked')}</dt>
          <dd>{draft.coverageAddress}</dd>
        </Facts>
      ) : null}
      <p>
        <Link href={COVERAGE_MAP_HREF} as={RouterAnchor}>
          {draft.coverageAddress ? 'gaia_onboarding_coverage_recheck' : 'gaia_onboarding_coverage_check'}
        </Link>
      </p>
    </StepFrame>
  );
}
