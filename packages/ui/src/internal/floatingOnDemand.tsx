import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyWithRetry } from '../LoadFailed/lazyWithRetry';
import type { LazyModule } from './lazyPiece';
import { preloadWhenIdle } from './preloadWhenIdle';

/** A floating layer on demand: the component, and a hook that says once its code is there. */
export interface FloatingOnDemand<P> {
  /** Renders the layer, or nothing while its code loads (inside its own Suspense boundary). */
  Layer: ComponentType<P>;
  /**
   * Starts fetching the layer's code when the browser is next idle (the first mount of any owner)
   * and returns whether it has arrived, so an owner can hand its trigger to the layer from then on.
   */
  useArrived: () => boolean;
}

/**
 * The floating part of a menu, popover or tooltip as a chunk of its own (ADR 0033, as ADR 0031 for
 * the dialogs): the owner renders its trigger and keeps the open state at once; the layer
 * (@floating-ui/react's positioning, dismissal, focus and list behaviour) is fetched when the page
 * is first idle, and one opened before it arrived shows once it has. `failed` renders in the layer's
 * place when its code cannot be loaded (offline); by default the kit's inline message with Retry.
 */
export function floatingOnDemand<P extends object>(
  load: () => Promise<LazyModule<P>>,
  failed?: (retry: () => void, props: P) => ReactNode,
): FloatingOnDemand<P> {
  const Piece = lazyWithRetry<P>(load, { failed });
  let arrived = false;
  /* The owners mounted before the code arrived, told when it has. */
  const waiting = new Set<() => void>();
  const preload = preloadWhenIdle(() =>
    Piece.preload().then(() => {
      arrived = true;
      for (const notify of waiting) notify();
      waiting.clear();
    }),
  );

  function Layer(props: P) {
    return (
      <Suspense fallback={null}>
        <Piece {...props} />
      </Suspense>
    );
  }

  function useArrived() {
    const [there, setThere] = useState(arrived);
    useEffect(() => {
      if (arrived) {
        setThere(true);
        return undefined;
      }
      const notify = () => setThere(true);
      waiting.add(notify);
      preload();
      return () => {
        waiting.delete(notify);
      };
    }, []);
    return there;
  }

  return { Layer, useArrived };
}
