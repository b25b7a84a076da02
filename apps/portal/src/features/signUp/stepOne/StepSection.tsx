import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useT } from '@gaia/ui';
import { queryClient } from '../../../app/queryClient';
import { Intro, StepHeading } from './StepOne.styles';
import { useStepHeadingFocus } from '../useStepHeadingFocus';

export interface StepSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The heading (a message key). */
  title: string;
  /** The sentence under the heading, translated. */
  intro: ReactNode;
  children: ReactNode;
}

/**
 * A part of sign-up's step one (the account, then its code) with the portal's query cache: a
 * section named by its heading, which takes focus when the part appears, its intro, then its form.
 */
export function StepSection({ titleId, title, intro, children }: StepSectionProps) {
  const t = useT();
  const heading = useStepHeadingFocus<HTMLHeadingElement>();
  return (
    <QueryClientProvider client={queryClient}>
      <section aria-labelledby={titleId}>
        <StepHeading id={titleId} ref={heading} tabIndex={-1}>
          {t(title)}
        </StepHeading>
        <Intro>{intro}</Intro>
        {children}
      </section>
    </QueryClientProvider>
  );
}
