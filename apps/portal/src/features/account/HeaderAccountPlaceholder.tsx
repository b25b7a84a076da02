import type { SessionUser } from '@gaia/domain';
import { Avatar } from '@gaia/ui';
import {
  PlaceholderChevron,
  PlaceholderSlot,
  PlaceholderTrigger,
} from './HeaderAccountPlaceholder.styles';

/**
 * Holds the place of the user menu button while the header account chunk loads: the button's box
 * with the same avatar and name (and room for the chevron) but no behaviour, so nothing in the
 * header moves when the menu arrives. Hidden from assistive technology; the menu button is the one to announce.
 */
export function HeaderAccountPlaceholder({
  user,
}: {
  user: Pick<SessionUser, 'userName' | 'avatar'>;
}) {
  return (
    <PlaceholderSlot aria-hidden="true" data-testid="user-menu-placeholder">
      <PlaceholderTrigger>
        <Avatar name={user.userName} src={user.avatar} size="sm" decorative />
        <span>{user.userName}</span>
        <PlaceholderChevron />
      </PlaceholderTrigger>
    </PlaceholderSlot>
  );
}
