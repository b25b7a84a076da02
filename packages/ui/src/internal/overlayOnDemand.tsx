import { Suspense, useEffect, type ComponentType } from 'react';
import { lazyWithRetry } from '../LoadFailed/lazyWithRetry';
import type { LazyModule } from './lazyPiece';
import { preloadWhenIdle } from './preloadWhenIdle';

/** What an overlay on demand needs of its props: whether it is open, and how it asks to close. */
interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A modal overlay whose open state is its own chunk (ADR 0031): the returned component renders
 * nothing while closed, and its first mount fetches the overlay's code once the browser is idle, so
 * it is there before a person opens it; an overlay opened before that waits for it inside its own
 * Suspense boundary (nothing else on the page suspends). A failed load opens the kit's load-failure
 * dialog, whose Retry fetches again and whose Close calls the overlay's `onClose`.
 */
export function overlayOnDemand<P extends OverlayProps>(load: () => Promise<LazyModule<P>>): ComponentType<P> {
  const Overlay = lazyWithRetry<P>(load, { placement: 'dialog' });
  const preload = preloadWhenIdle(Overlay.preload);
  return function OverlayOnDemand(props: P) {
    useEffect(preload, []);
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}
