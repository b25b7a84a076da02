import { useState } from 'react';
import type { SessionUser } from '@gaia/domain';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SignOutDialog } from './SignOutDialog';
import { UserMenu } from './UserMenu';
import { useReturnFocus } from './useReturnFocus';
import { useSignOut } from './useSignOut';

type Dialog = 'none' | 'changePassword' | 'signOut';

/**
 * F2.14: the signed-in header — the user menu and the two dialogs it opens. Closing a dialog gives
 * focus back to the menu button. `onLeave` tells the signed-in area that sign-out is navigating away.
 */
export function HeaderAccount({ user, onLeave }: { user: SessionUser; onLeave: () => void }) {
  const [dialog, setDialog] = useState<Dialog>('none');
  const containerRef = useReturnFocus<HTMLDivElement>(dialog !== 'none');
  const signOut = useSignOut(user.partyType, onLeave);
  const close = () => setDialog('none');
  return (
    <>
      <UserMenu
        user={user}
        slotRef={containerRef}
        onChangePassword={() => setDialog('changePassword')}
        onSignOut={() => setDialog('signOut')}
      />
      <ChangePasswordDialog open={dialog === 'changePassword'} onClose={close} />
      <SignOutDialog open={dialog === 'signOut'} onClose={close} onConfirm={signOut} />
    </>
  );
}
