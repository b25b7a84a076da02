import { useMemo } from 'react';
import { createTranslator, en, type Messages } from '@gaia/domain';
import { ToastProvider, type ToastProviderProps } from '../Toast/Toast';
import { GaiaCoreProvider, type GaiaCoreProviderProps } from './GaiaCoreProvider';
import type { TranslateFn } from './GaiaContext';

export interface GaiaProviderProps extends Omit<GaiaCoreProviderProps, 't'> {
  /**
   * Translate function, e.g. i18next's `t`. Defaults to the built-in English and Arabic catalogues of
   * @gaia/domain for the current locale.
   */
  t?: TranslateFn;
  /** Messages of the current locale when no `t` is given (English is built in and fills gaps). */
  messages?: Messages;
  /**
   * Host toasts for `useToast()`: `true` with the default options, options of the ToastProvider, or
   * `false` when the app renders its own ToastProvider. @default true
   */
  toasts?: boolean | Omit<ToastProviderProps, 'children'>;
}

/**
 * Provides theme tokens (as CSS custom properties), locale, direction, the translate function (the
 * built-in catalogues unless `t` is given), the portal configuration and, by default, the toast
 * host. Apps that bring their own translations and count first-load bytes use GaiaCoreProvider.
 */
export function GaiaProvider({ t, messages, toasts = true, children, ...core }: GaiaProviderProps) {
  const translate = useMemo<TranslateFn>(() => t ?? createTranslator(messages ?? en, en), [t, messages]);
  return (
    <GaiaCoreProvider t={translate} {...core}>
      {toasts === false ? children : <ToastProvider {...(toasts === true ? {} : toasts)}>{children}</ToastProvider>}
    </GaiaCoreProvider>
  );
}
