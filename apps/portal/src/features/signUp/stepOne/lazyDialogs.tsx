import { Suspense } from 'react';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import type { AccountExistsDialogProps } from './AccountExistsDialog';
import type { AgreementDialogProps } from './AgreementDialog';
import type { OopsDialogProps } from './OopsDialog';

/*
 * The step's dialogs open on a few answers or a few presses only (an existing account, a refused
 * request, a document read): each is its own chunk, loaded when it opens, so the step does not
 * carry the modal layer for everybody.
 */
const AccountExistsChunk = lazyWithMessages<AccountExistsDialogProps>(() => import('./AccountExistsDialog').then((m) => ({ default: m.AccountExistsDialog })));
const OopsChunk = lazyWithMessages<OopsDialogProps>(() => import('./OopsDialog').then((m) => ({ default: m.OopsDialog })));
// One import() for the preload and the dialog, so a preloaded chunk is the one the dialog uses.
const loadAgreementDialog = () => import('./AgreementDialog');
const AgreementChunk = lazyWithMessages<AgreementDialogProps>(() => loadAgreementDialog().then((m) => ({ default: m.AgreementDialog })), { placement: 'dialog' });

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

/** The terms or privacy document (F2.1), loaded when a link opens it; a failed load offers Retry and Close. */
export function AgreementDialog(props: AgreementDialogProps) {
  return (
    <Suspense fallback={null}>
      <AgreementChunk {...props} />
    </Suspense>
  );
}

/**
 * Starts loading the document dialog's code before it is asked for (a link pointed at or focused),
 * so it opens without a wait on the press. A failure here is ignored: opening loads it again.
 */
export function preloadAgreementDialog() {
  loadAgreementDialog().catch(() => undefined);
}
