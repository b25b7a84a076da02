import { lazy, type ComponentType } from 'react';
import { messagesReady } from './i18n';

/**
 * React.lazy for screens that may show any message: the chunk and the whole catalogue of the
 * current language load side by side, and the screen renders once both are there. The first paint
 * of /signIn carries only the messages it shows (B6).
 */
export function lazyWithMessages<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => (await Promise.all([load(), messagesReady()]))[0]);
}
