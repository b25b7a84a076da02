import type { ComponentType } from 'react';
import { lazyWithRetry, type LazyWithRetryOptions } from '@gaia/ui';
import { messagesReady } from './i18n';

/**
 * A lazily loaded screen or piece that may show any message: the chunk and the whole catalogue of
 * the current language load side by side, and the piece renders once both are there. The first
 * paint of /signIn carries only the messages it shows (B6). Built on the kit's lazyWithRetry: a
 * failed load (offline) shows its message with Retry in the piece's place, and Retry loads both again.
 */
export function lazyWithMessages<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options?: LazyWithRetryOptions<P>) {
  return lazyWithRetry(async () => (await Promise.all([load(), messagesReady()]))[0], options);
}
