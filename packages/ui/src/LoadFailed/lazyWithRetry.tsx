import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

/** A module whose default export is the component (what `import()` of a component file gives). */
export interface LazyModule<P> {
  default: ComponentType<P>;
}

/** The failure of a lazy piece's code to load: the chunk could not be fetched (offline, a deploy replaced it). */
export class LazyLoadError extends Error {
  constructor(cause: unknown) {
    super('A lazily loaded piece of the page could not be loaded.', { cause });
    this.name = 'LazyLoadError';
  }
}

export interface LazyWithRetryOptions<P> {
  /**
   * Where the failure shows: `inline` (a message with Retry where the piece would be) or `dialog`
   * (a small dialog with Retry and Close, for pieces that are dialogs; Close calls the piece's own
   * `onClose` prop). @default 'inline'
   */
  placement?: 'inline' | 'dialog';
  /**
   * Renders the failure instead of the built-in message: `retry` loads the code again. For pieces
   * that must degrade rather than ask (e.g. the toast stack).
   */
  failed?: (retry: () => void, props: P) => ReactNode;
}

/** A lazily loaded component that can be loaded again after a failure. */
export type LazyWithRetry<P> = ComponentType<P>;

/**
 * Like React.lazy, but a failed load is not final. React.lazy keeps a rejected import for good, so
 * a piece that failed once (offline, a flaky network) could never appear without a reload, and its
 * error, thrown above the screen's own boundaries, replaced the whole page and everything typed.
 *
 * The returned component suspends to the nearest Suspense boundary while its code loads (as
 * React.lazy does), and catches its own load failure: in its place it shows a message with Retry
 * (or what `failed` renders), so the rest of the page — a form above it and its values — stays as
 * it is. Retry fetches the code again. Errors of the loaded component itself pass on untouched.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<LazyModule<P>>, options: LazyWithRetryOptions<P> = {}): LazyWithRetry<P> {
  let loaded = false;
  /* React.lazy keeps its first outcome for good: a failed one is replaced by a fresh lazy on retry. */
  const attempt = () =>
    lazy(() =>
      load().then(
        (module) => {
          loaded = true;
          return module;
        },
        (error: unknown) => {
          throw new LazyLoadError(error);
        },
      ),
    );
  let Piece = attempt();
  /* The next render downloads again (only a failed download is forgotten). */
  const forget = () => {
    if (loaded) return;
    Piece = attempt();
  };

  function Loaded(props: P) {
    const Current = Piece;
    return <Current {...props} />;
  }

  function Retryable(props: P) {
    return (
      <LoadBoundary
        forget={forget}
        failed={(retry) =>
          options.failed ? (
            options.failed(retry, props)
          ) : (
            <LoadFailed onRetry={retry} placement={options.placement} onClose={(props as { onClose?: () => void }).onClose} />
          )
        }
      >
        <Loaded {...props} />
      </LoadBoundary>
    );
  }
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
