import type { ReactNode } from 'react';
import { lazyPiece, type LazyModule, type LazyPiece } from '../internal/lazyPiece';
import { LoadFailed } from './LoadFailed';

export { LazyLoadError, type LazyModule } from '../internal/lazyPiece';

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

/** A lazily loaded component that can be loaded again after a failure, and fetched ahead with `preload()`. */
export type LazyWithRetry<P> = LazyPiece<P>;

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
  return lazyPiece(load, (retry, props) =>
    options.failed ? (
      options.failed(retry, props)
    ) : (
      <LoadFailed onRetry={retry} placement={options.placement} onClose={(props as { onClose?: () => void }).onClose} />
    ),
  );
}
