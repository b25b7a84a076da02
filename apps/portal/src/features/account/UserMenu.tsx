import type { Ref } from 'react';
import { useNavigate } from 'react-router';
import { SignInRoute, type SessionUser } from '@gaia/domain';
import { Avatar, Badge, Menu, useT, type MenuItem } from '@gaia/ui';
import { BadgeRow, MenuSlot, UserCode, UserId, UserName } from './UserMenu.styles';

export interface UserMenuProps {
  user: SessionUser;
  onChangePassword: () => void;
  onSignOut: () => void;
  /** The wrapper of the menu button (focus returns to the button through it). */
  slotRef?: Ref<HTMLDivElement>;
}

/** The badge of spec 02 §2: Individual or Corporation by party type. */
export function partyBadgeKey(user: Pick<SessionUser, 'partyType'>): string {
  return user.partyType === 'CORPORATE'
    ? 'gaia_portal_account_badge_corporation'
    : 'gaia_portal_account_badge_individual';
}

/**
 * F2.14: the header user menu (spec 02 §2). The button shows the avatar and name; the menu shows the
 * user ID and the Individual/Corporation badge above My Profile, Change Password and Sign Out. The
 * kit's menu handles the keyboard (Enter, Space, arrows, typeahead, Escape back to the button).
 */
export function UserMenu({ user, onChangePassword, onSignOut, slotRef }: UserMenuProps) {
  const t = useT();
  const navigate = useNavigate();
  const items: MenuItem[] = [
    { id: 'profile', label: 'gaia_profile_title', onSelect: () => navigate(SignInRoute.home) },
    { id: 'password', label: 'gaia_portal_account_change_password', onSelect: onChangePassword },
    {
      id: 'signOut',
      label: 'gaia_header_sign_out',
      tone: 'danger',
      separatorBefore: true,
      onSelect: onSignOut,
    },
  ];
  return (
    <MenuSlot ref={slotRef} data-testid="user-menu">
      <Menu
        label={user.userName}
        icon={<Avatar name={user.userName} src={user.avatar} size="sm" decorative />}
        items={items}
        header={
          <>
            <UserName>{user.userName}</UserName>
            <UserId>
              <span>{t('gaia_portal_account_user_id')}</span>
              <UserCode dir="ltr" data-testid="menu-user-id">
                {user.userCode}
              </UserCode>
            </UserId>
            <BadgeRow>
              <Badge tone="info" data-testid="menu-party-badge">
                {partyBadgeKey(user)}
              </Badge>
            </BadgeRow>
          </>
        }
      />
    </MenuSlot>
  );
}
