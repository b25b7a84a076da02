import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A module whose default export is the component (what `import()` of a component file gives). */
export interface LazyModule<P> {
  default: ComponentType<P>;
}

/** A lazily loaded component, whose code can be fetched ahead of its first render. */
export type LazyPiece<P> = ComponentType<P> & {
  /** Fetches the code now (once it has arrived, never again), rejecting when it cannot; the first render then draws the piece without suspending. */
  preload: () => Promise<void>;
};

/** The failure of a lazy piece's code to load: the chunk could not be fetched (offline, a deploy replaced it). */
export class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super('A lazily loaded piece of the page could not be loaded.', { cause });
    this.name = 'LazyLoadError';
  }
}

/**
 * The retrying lazy component behind lazyWithRetry, with the failure's rendering left to the caller.
 * Kept apart from lazyWithRetry's built-in message (LoadFailed and its Button) so that a kit piece
 * that degrades quietly (a field's help button, the toast stack) does not load that message's code.
 *
 * React.lazy keeps a rejected import for good, so a piece that failed once (offline, a flaky network)
 * could never appear without a reload, and its error, thrown above the screen's own boundaries,
 * replaced the whole page and everything typed. The returned component suspends to the nearest
 * Suspense boundary while its code loads (as React.lazy does), and catches its own load failure:
 * in its place it renders `failed`, so the rest of the page stays as it is. Retry fetches the code
 * again. Errors of the loaded component itself pass on untouched. `preload()` fetches the code ahead
 * (a dialog's overlay when the page is idle): a piece whose code has arrived renders without suspending.
 */
export function lazyPiece<P extends object>(
  load: () => Promise<LazyModule<P>>,
  failed: (retry: () => void, props: P) => ReactNode,
): LazyPiece<P> {
  /* The component once its code has arrived, by whichever path fetched it first. */
  let resolved: ComponentType<P> | undefined;
  const arrived = (module: LazyModule<P>) => {
    resolved = module.default;
    return module;
  };
  /* React.lazy keeps its first outcome for good: a failed one is replaced by a fresh lazy on retry. */
  const attempt = () =>
    lazy(() =>
      load().then(
        arrived,
        (error: unknown) => {
          throw new LazyLoadError(error);
        },
      ),
    );
  let Piece = attempt();
  /* The next render downloads again (only a failed download is forgotten). */
  const forget = () => {
    if (resolved) return;
    Piece = attempt();
  };

  function Loaded(props: P) {
    // A piece whose code has arrived (preloaded) renders in the same commit instead of suspending
    // once; chosen once per mount, as switching from the lazy to the loaded component would remount it.
    const [Current] = useState<ComponentType<P>>(() => resolved ?? Piece);
    return <Current {...props} />;
  }

  function Retryable(props: P) {
    return (
      <LoadBoundary forget={forget} failed={(retry) => failed(retry, props)}>
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
  /* A failed preload rejects and is not kept: the first render loads again, and shows the failure if it fails. */
  Retryable.preload = async () => {
    if (!resolved) arrived(await load());
  };
  return Retryable;
}

interface LoadBoundaryProps {
  forget: () => void;
  failed: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a failed load of its piece (only that) and renders the failure in its place. */
class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.forget();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Anything but a load failure belongs to the boundaries above (a page's, the app's).
    if (!(error instanceof LazyLoadError)) throw error;
    return this.props.failed(this.retry);
  }
}
