import { LoadFailed, useT } from '@gaia/ui';
import { Section, SectionTitle } from './Home.styles';

export interface FailedSectionProps {
  /** The id of the section's title, which names the section. */
  titleId: string;
  /** The section's title (a message key): the reader still learns what failed to load. */
  title: string;
  /** The failure's message key. */
  message: string;
  /** Try again: loads the section's data once more. */
  onRetry: () => void;
}

/** A home section whose data could not be loaded: its title, then the failure with Try again in place, the rest of the home usable. */
export function FailedSection({ titleId, title, message, onRetry }: FailedSectionProps) {
  const t = useT();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t(title)}</SectionTitle>
      <LoadFailed onRetry={onRetry} message={message} />
    </Section>
  );
}
