import { Link } from 'react-router';
import { useT } from '@gaia/ui';
import { EntryLink } from './TopUp.styles';

export interface TopUpEntryProps {
  /** The line's number (national, as the subscription has it). */
  accNbr: string;
  /** The line's subscription id (kept for the home's own use; the page finds the line by number). */
  subsId: string;
}

/** The home's way into top-up (F3.6): a link to /topUp for this line, named with its number. */
export default function TopUpEntry({ accNbr }: TopUpEntryProps) {
  const t = useT();
  return (
    <EntryLink as={Link} to={`/topUp?accNbr=${encodeURIComponent(accNbr)}`} aria-label={t('gaia_topup_entry_label', { number: accNbr })}>
      <span>{t('gaia_topup_entry')}</span>
    </EntryLink>
  );
}
