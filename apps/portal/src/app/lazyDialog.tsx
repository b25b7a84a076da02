import { Suspense, type ComponentType } from 'react';
import { lazyWithMessages } from './lazyWithMessages';

/** What a dialog loaded on demand must take: whether it is open, and how it closes (Close of a failed load). */
export interface OnDemandDialogProps {
  open: boolean;
  onClose: () => void;
}

/** A dialog whose code loads on demand, and the preload to start when it is about to be asked for. */
export interface LazyDialog<P extends OnDemandDialogProps, M> {
  /** Renders the dialog (loading its code first) only while `open`; a failed load offers Retry and Close. */
  Dialog: ComponentType<P>;
  /**
   * Starts loading the dialog's code (on pointing at or focusing what opens it); `then` runs with
   * the loaded module, to start what the dialog loads next. A failure is ignored: opening loads again.
   */
  preload: (then?: (module: M) => void) => void;
}

/**
 * A dialog that only some readers of a page open — a confirmation, a shop chooser, a sign-in
 * request — out of the page's own JS, which then does not carry the modal layer (react-aria's
 * overlay, about 11 kB gzip) for everyone (ADR 0025). `load` is the one import() of the dialog's
 * module, shared by the preload and the dialog so a preloaded chunk is the one the dialog uses;
 * `pick` takes the dialog out of it.
 */
export function lazyDialog<P extends OnDemandDialogProps, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyDialog<P, M> {
  const Chunk = lazyWithMessages<P>(() => load().then((module) => ({ default: pick(module) })), { placement: 'dialog' });
  function Dialog(props: P) {
    if (!props.open) return null;
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
