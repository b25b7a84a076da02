import { lazyOnDemand } from '../../../app/lazyDialog';
import type { AfterSaleDoneProps } from './AfterSaleDone';

/*
 * F4.5: the confirmation opens once a request is accepted only, so the forms do not carry the modal
 * layer (react-aria's overlay, the result dialog) for every reader; it loads while a request is
 * being sent (ADR 0025).
 */
const afterSaleDone = lazyOnDemand(
  () => import('./AfterSaleDone'),
  (m) => m.AfterSaleDone,
  { isOpen: (props: AfterSaleDoneProps) => props.created !== undefined, placement: 'dialog' },
);

/** The confirmation of a request, rendered (and its code loaded) only while it is open; a failed load offers Retry and Close. */
export const LazyAfterSaleDone = afterSaleDone.Dialog;

/** Starts loading the confirmation's code before it is asked for; a failure here is ignored (opening loads it again). */
export function preloadAfterSaleDone() {
  afterSaleDone.preload();
}
