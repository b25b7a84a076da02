import { Suspense, type ComponentType } from 'react';
import type { LazyWithRetryOptions } from '@gaia/ui';
import { lazyWithMessages } from './lazyWithMessages';

/** What a dialog loaded on demand must take: whether it is open, and how it closes (Close of a failed load). */
export interface OnDemandDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A piece whose code loads on demand, and the preload to start when it is about to be asked for. */
export interface LazyDialog<P extends object, M> {
  /** Renders the piece (loading its code first) only while it is open; a failed load offers Retry. */
  Dialog: ComponentType<P>;
  /**
   * Starts loading the piece's code (on pointing at or focusing what opens it); `then` runs with
   * the loaded module, to start what the piece loads next. A failure is ignored: opening loads again.
   */
  preload: (then?: (module: M) => void) => void;
}

/** How a piece loaded on demand tells that it is open, and where its failed load shows. */
export interface OnDemandOptions<P> {
  /** Whether the piece is open with these props: it renders, and its code loads, only then. */
  isOpen: (props: P) => boolean;
  /** Where a failed load shows its Retry (see lazyWithRetry). @default 'inline' */
  placement?: LazyWithRetryOptions<P>['placement'];
}

/**
 * A piece that only some readers of a page open — a dialog that takes its openness from its own
 * data (a holder found, a message set) — out of the page's own JS. `load` is the one import() of
 * the piece's module, shared by the preload and the piece so a preloaded chunk is the one it uses;
 * `pick` takes the piece out of it.
 */
export function lazyOnDemand<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { isOpen, placement }: OnDemandOptions<P>,
): LazyDialog<P, M> {
  const Chunk = lazyWithMessages<P>(() => load().then((module) => ({ default: pick(module) })), placement ? { placement } : undefined);
  function Dialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  const preload = (then?: (module: M) => void) => {
    load()
      .then((module) => then?.(module))
      .catch(() => undefined);
  };
  return { Dialog, preload };
}

/**
 * A dialog that only some readers of a page open — a confirmation, a shop chooser, a sign-in
 * request — out of the page's own JS, which then does not carry the modal layer (react-aria's
 * overlay, about 11 kB gzip) for everyone (ADR 0025). It renders while `open`; a failed load offers
 * Retry and Close in a small dialog.
 */
export function lazyDialog<P extends OnDemandDialogProps, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyDialog<P, M> {
  return lazyOnDemand(load, pick, { isOpen: (props) => props.open, placement: 'dialog' });
}
