import { Suspense } from 'react';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import type { AccountExistsDialogProps } from './AccountExistsDialog';
import type { OopsDialogProps } from './OopsDialog';

/*
 * The step's dialogs open on a few answers only (an existing account, a refused request): each is
 * its own chunk, loaded when it opens, so the step does not carry the modal layer for everybody.
 */
const AccountExistsChunk = lazyWithMessages<AccountExistsDialogProps>(() => import('./AccountExistsDialog').then((m) => ({ default: m.AccountExistsDialog })));
const OopsChunk = lazyWithMessages<OopsDialogProps>(() => import('./OopsDialog').then((m) => ({ default: m.OopsDialog })));

/** The account-exists dialog (F2.1), loaded when a holder is found. */
export function AccountExistsDialog(props: AccountExistsDialogProps) {
  if (props.holder === undefined) return null;
  return (
    <Suspense fallback={null}>
      <AccountExistsChunk {...props} />
    </Suspense>
  );
}

/** The oops dialog of a refused request, loaded when there is a message. */
export function OopsDialog(props: OopsDialogProps) {
  if (props.message === undefined) return null;
  return (
    <Suspense fallback={null}>
      <OopsChunk {...props} />
    </Suspense>
  );
}
