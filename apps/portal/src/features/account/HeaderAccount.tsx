import { Suspense, useRef, useState } from 'react';
import { IconButton, lazyWithRetry } from '@gaia/ui';
import type { PasswordChangeRequest, SessionUser } from '@gaia/domain';
import { PanelIcon } from '../../layout/ShellIcons';
import { PanelSlot } from './HeaderAccount.styles';
import { SidePanel, type SidePanelEntry } from './SidePanel';
import { UserMenu } from './UserMenu';
import { useReturnFocus } from './useReturnFocus';

/*
 * The dialogs load when first opened, each as its own chunk (the kit's modal and the password
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
const AgreementDialog = lazyWithRetry(() => import('./AgreementDialog'), { placement: 'dialog' });
/* The face information modal is the profile area's (F3.11); only individuals can open it. */
const FaceInfoDialog = lazyWithRetry(() => import('../profile/face/FaceInfoDialog'), { placement: 'dialog' });

type MenuDialog = 'none' | 'changePassword' | 'signOut';
type PanelView = 'none' | 'panel' | SidePanelEntry;

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
 * F2.14 and F3.1: the signed-in header — the user menu with the two dialogs it opens, and the side
 * panel's button with the panel and the dialogs the panel opens. Closing a dialog gives focus back
 * to the button it came from. Loaded on demand by the signed-in area, into the header slot.
 */
export function HeaderAccount({ user, signOut, changePassword }: HeaderAccountProps) {
  const [dialog, setDialog] = useState<MenuDialog>('none');
  const [panel, setPanel] = useState<PanelView>('none');
  const panelButton = useRef<HTMLButtonElement>(null);
  const containerRef = useReturnFocus<HTMLDivElement>(dialog !== 'none');
  const close = () => setDialog('none');
  const closePanelView = () => {
    setPanel('none');
    // After the dialog (or the panel) has gone, focus goes back to the panel's button.
    requestAnimationFrame(() => panelButton.current?.focus());
  };
  return (
    <>
      <UserMenu
        user={user}
        slotRef={containerRef}
        onChangePassword={() => setDialog('changePassword')}
        onSignOut={() => setDialog('signOut')}
      />
      <PanelSlot>
        <IconButton
          ref={panelButton}
          label="gaia_shell_panel_open"
          icon={<PanelIcon />}
          variant="ghost"
          onClick={() => setPanel('panel')}
          data-testid="side-panel-button"
        />
      </PanelSlot>
      <SidePanel user={user} open={panel === 'panel'} onClose={closePanelView} onOpen={(entry) => setPanel(entry)} />
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
      {panel === 'terms' || panel === 'privacy' ? (
        <Suspense fallback={null}>
          <AgreementDialog type={panel === 'terms' ? 'TERMS' : 'PRIVACY'} onClose={closePanelView} />
        </Suspense>
      ) : null}
      {panel === 'faceInfo' && user.partyType === 'INDIVIDUAL' ? (
        <Suspense fallback={null}>
          <FaceInfoDialog onClose={closePanelView} />
        </Suspense>
      ) : null}
    </>
  );
}
