import { useLayoutEffect, type ReactNode } from 'react';
import { useT } from '@gaia/ui';
import { dismissFirstFrame } from '../../firstFrame/dismissFirstFrame';
import { LockIcon } from '../../layout/ShellIcons';
import { Body, Heading, IconMark, Panel } from './ShellPlaceholder.styles';
import { usePageHeadingFocus } from './usePageHeadingFocus';

export interface ShellPlaceholderProps {
  /** Heading: a message key. */
  title: string;
  /** Explanation: a message key. */
  body: string;
  /** What the person can do instead (a link or a button). */
  action?: ReactNode;
  /** Names the placeholder for tests. */
  testId?: string;
}

/**
 * A page shown in place of the one asked for (limited access, no permission, sign-in needed):
 * a heading that takes focus, why, and what to do instead.
 */
export function ShellPlaceholder({ title, body, action, testId }: ShellPlaceholderProps) {
  const t = useT();
  const heading = usePageHeadingFocus<HTMLHeadingElement>();
  // A first frame pictures the page asked for (a first visit's shows it as a person with full access
  // sees it, ADR 0036): this one stands in its place, so the picture steps aside as it is drawn.
  useLayoutEffect(dismissFirstFrame, []);
  return (
    <Panel aria-labelledby="shell-placeholder-title" data-testid={testId}>
      <IconMark>
        <LockIcon size={32} />
      </IconMark>
      <Heading id="shell-placeholder-title" ref={heading} tabIndex={-1}>
        {t(title)}
      </Heading>
      <Body>{t(body)}</Body>
      {action}
    </Panel>
  );
}
