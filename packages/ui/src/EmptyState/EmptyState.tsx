import type { HTMLAttributes, ReactNode } from 'react';
import { Inbox } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { EmptyAction, EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The title, a message key or text. @default 'gaia_feedback_empty_title' */
  title?: string;
  /** One or two sentences on why it is empty or what to do, a message key or text. */
  description?: string;
  /** A decorative icon (lucide, aria-hidden); `null` shows none. @default an inbox */
  icon?: ReactNode;
  /** An optional next step, e.g. a Button or a link. */
  action?: ReactNode;
  /** Level of the title heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Less padding, for use inside a card or a table. @default false */
  compact?: boolean;
}

/** What a list or page shows when there is nothing in it (e.g. My Orders with no orders). */
export function EmptyState({
  title = 'gaia_feedback_empty_title',
  description,
  icon = <Inbox size={32} />,
  action,
  headingLevel = 2,
  compact = false,
  ...rest
}: EmptyStateProps) {
  const t = useT();
  return (
    <EmptyRoot {...rest} data-compact={compact ? '' : undefined}>
      {icon ? <EmptyIcon aria-hidden="true">{icon}</EmptyIcon> : null}
      <EmptyTitle as={`h${headingLevel}`}>{t(title)}</EmptyTitle>
      {description ? <EmptyDescription>{t(description)}</EmptyDescription> : null}
      {action ? <EmptyAction>{action}</EmptyAction> : null}
    </EmptyRoot>
  );
}
