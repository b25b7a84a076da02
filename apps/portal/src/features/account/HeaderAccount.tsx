import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@gaia/ui';
import type { PasswordChangeRequest, SessionUser } from '@gaia/domain';
import { UserMenu } from './UserMenu';
import { useReturnFocus } from './useReturnFocus';

/*
 * The two dialogs load when first opened, each as its own chunk (the kit's modal and the password
 * form are not needed to show the menu).
 */
const ChangePasswordDialog = lazyWithRetry(
  () => import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
  { placement: 'dialog' },
);
const SignOutDialog = lazyWithRetry(
  () => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })),
  { placement: 'dialog' },
);

type Dialog = 'none' | 'changePassword' | 'signOut';

/**
 * The account calls come from the signed-in area, which holds the session and the request layer, so
 * this chunk and the dialogs' carry only what they show.
 */
export interface HeaderAccountProps {
  user: SessionUser;
  /** Signs out (F2.14); the sign-out dialog stays busy until it settles. */
  signOut: () => Promise<void>;
  /** Changes the password (accountApi's changePassword: rejects with the request layer's ApiError, which the dialog shows through formFailure). */
  changePassword: (request: PasswordChangeRequest) => Promise<unknown>;
}

/**
 * F2.14: the signed-in header — the user menu and the two dialogs it opens. Closing a dialog gives
 * focus back to the menu button. Loaded on demand by the signed-in area, into the header slot.
 */
export function HeaderAccount({ user, signOut, changePassword }: HeaderAccountProps) {
  const [dialog, setDialog] = useState<Dialog>('none');
  const containerRef = useReturnFocus<HTMLDivElement>(dialog !== 'none');
  const close = () => setDialog('none');
  return (
    <>
      <UserMenu
        user={user}
        slotRef={containerRef}
        onChangePassword={() => setDialog('changePassword')}
        onSignOut={() => setDialog('signOut')}
      />
      {dialog === 'changePassword' ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={close} changePassword={changePassword} />
        </Suspense>
      ) : null}
      {dialog === 'signOut' ? (
        <Suspense fallback={null}>
          <SignOutDialog open onClose={close} onConfirm={signOut} />
        </Suspense>
      ) : null}
    </>
  );
}
