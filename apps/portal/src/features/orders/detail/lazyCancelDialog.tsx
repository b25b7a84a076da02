import type { ComponentType } from 'react';
import type { CancelOrderDialogProps } from '@gaia/ui';
import { lazyDialog } from '../../../app/lazyDialog';

/*
 * F3.16: the cancel dialog opens on a press of Cancel only, so the detail's own JS does not carry
 * the modal layer (react-aria's overlay, the confirm dialog, the remarks field) for every reader of
 * an order; it loads when Cancel is pointed at, focused or pressed.
 */
const cancelDialog = lazyDialog(
  () => import('./cancelDialogChunk'),
  (m): ComponentType<CancelOrderDialogProps> => m.CancelOrderDialog,
);

/** The kit's cancel-order dialog, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyCancelOrderDialog = cancelDialog.Dialog;

/** Starts loading the cancel dialog's code before it is asked for. */
export const preloadCancelDialog = () => cancelDialog.preload();
