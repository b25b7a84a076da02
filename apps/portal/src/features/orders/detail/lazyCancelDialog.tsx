import { Suspense } from 'react';
import type { CancelOrderDialogProps } from '@gaia/ui';
import { lazyWithMessages } from '../../../app/lazyWithMessages';

/*
 * F3.16: the cancel dialog opens on a press of Cancel only, so the detail's own JS does not carry
 * the modal layer (react-aria's overlay, the confirm dialog, the remarks field) for every reader of
 * an order; it loads when Cancel is pointed at, focused or pressed.
 */
// One import() for the preload and the dialog, so a preloaded chunk is the one the dialog uses.
const loadCancelDialog = () => import('./cancelDialogChunk');
const CancelChunk = lazyWithMessages<CancelOrderDialogProps>(() => loadCancelDialog().then((m) => ({ default: m.CancelOrderDialog })), {
  placement: 'dialog',
});

/** The kit's cancel-order dialog, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export function LazyCancelOrderDialog(props: CancelOrderDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CancelChunk {...props} />
    </Suspense>
  );
}

/** Starts loading the cancel dialog's code before it is asked for; a failure here is ignored (opening loads it again). */
export function preloadCancelDialog() {
  loadCancelDialog().catch(() => undefined);
}
