import { lazyOnDemand } from '../../../app/lazyDialog';
import type { AccountExistsDialogProps } from './AccountExistsDialog';
import type { OopsDialogProps } from './OopsDialog';

/*
 * The step's dialogs open on a few answers or a few presses only (an existing account, a refused
 * request, a document read): each is its own chunk, loaded when it opens, so the step does not
 * carry the modal layer for everybody.
 */
const accountExists = lazyOnDemand(
  () => import('./AccountExistsDialog'),
  (m) => m.AccountExistsDialog,
  { isOpen: (props: AccountExistsDialogProps) => props.holder !== undefined },
);
const oops = lazyOnDemand(
  () => import('./OopsDialog'),
  (m) => m.OopsDialog,
  { isOpen: (props: OopsDialogProps) => props.message !== undefined },
);
// Mounted only while a link has opened it; its failed load offers Retry and Close.
const agreement = lazyOnDemand(
  () => import('./AgreementDialog'),
  (m) => m.AgreementDialog,
  { isOpen: () => true, placement: 'dialog' },
);

/** The account-exists dialog (F2.1), loaded when a holder is found. */
export const AccountExistsDialog = accountExists.Dialog;

/** The oops dialog of a refused request, loaded when there is a message. */
export const OopsDialog = oops.Dialog;

/** The terms or privacy document (F2.1), loaded when a link opens it; a failed load offers Retry and Close. */
export const AgreementDialog = agreement.Dialog;

/**
 * Starts loading the document dialog's code before it is asked for (a link pointed at or focused),
 * so it opens without a wait on the press. A failure here is ignored: opening loads it again.
 */
export function preloadAgreementDialog() {
  agreement.preload();
}
