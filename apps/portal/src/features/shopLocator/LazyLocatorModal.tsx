import { Suspense } from 'react';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import type { LocatorModalProps } from './LocatorModal';

/*
 * Only the page's renderInModal variant shows the locator in a dialog: the modal layer (react-aria's
 * overlay, about 14 kB gzip with the modal) is its own chunk, so the usual page does not carry it. A
 * failed load offers Retry and Close (Close is the dialog's own close).
 */
const LocatorModalChunk = lazyWithMessages<LocatorModalProps>(() => import('./LocatorModal'), { placement: 'dialog' });

/** The locator's dialog, rendered (and its code loaded) only while it is open. */
export function LazyLocatorModal(props: LocatorModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LocatorModalChunk {...props} />
    </Suspense>
  );
}
