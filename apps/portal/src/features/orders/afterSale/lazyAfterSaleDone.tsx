import { Suspense } from 'react';
import { lazyWithMessages } from '../../../app/lazyWithMessages';
import type { AfterSaleDoneProps } from './AfterSaleDone';

/*
 * F4.5: the confirmation opens once a request is accepted only, so the forms do not carry the modal
 * layer (react-aria's overlay, the result dialog) for every reader; it loads while a request is
 * being sent (ADR 0025).
 */
// One import() for the preload and the dialog, so a preloaded chunk is the one the dialog uses.
const loadDialog = () => import('./AfterSaleDone');
const DialogChunk = lazyWithMessages<AfterSaleDoneProps>(() => loadDialog().then((m) => ({ default: m.AfterSaleDone })), {
  placement: 'dialog',
});

/** The confirmation of a request, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export function LazyAfterSaleDone(props: AfterSaleDoneProps) {
  if (props.created === undefined) return null;
  return (
    <Suspense fallback={null}>
      <DialogChunk {...props} />
    </Suspense>
  );
}

/** Starts loading the confirmation's code before it is asked for; a failure here is ignored (opening loads it again). */
export function preloadAfterSaleDone() {
  loadDialog().catch(() => undefined);
}
