import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTranslator, type Locale, type Messages } from '@gaia/domain';
import { loadKitMessages, loadedKitMessages } from '../locales/loadKitMessages';
import { ToastProvider, type ToastProviderProps } from '../Toast/Toast';
import { GaiaCoreProvider, type GaiaCoreProviderProps } from './GaiaCoreProvider';
import type { TranslateFn } from './GaiaContext';

/** What a `fallback` function gets while the locale's catalogue is not there. */
export interface GaiaCatalogueStatus {
  /** The locale whose catalogue is awaited. */
  locale: Locale;
  /** Why the last download failed (offline, a missing chunk), or `undefined` while it is under way. */
  error: unknown;
  /** Downloads the catalogue again. */
  retry: () => void;
}

export interface GaiaProviderProps extends Omit<GaiaCoreProviderProps, 't'> {
  /**
   * Translate function, e.g. i18next's `t`: the app brings every message and the kit loads none of
   * its own (`messages` and `fallback` are then ignored).
   */
  t?: TranslateFn;
  /**
   * Messages of the current locale that override or extend the kit's own catalogue, key by key: an
   * app's wording for a kit key, and the app's own keys. Without them the kit's catalogue of the
   * locale alone is used.
   */
  messages?: Messages;
  /**
   * Rendered inside the provider's root (theme and direction already applied) until the kit's
   * catalogue of the locale has loaded, the first time that locale is used; a function also gets the
   * download's error and a retry. Children render once the catalogue is there, so an Arabic page
   * never shows English first. When the locale changes, the children stay in the previous locale
   * until the new catalogue is in. @default null
   */
  fallback?: ReactNode | ((status: GaiaCatalogueStatus) => ReactNode);
  /**
   * Host toasts for `useToast()`: `true` with the default options, options of the ToastProvider, or
   * `false` when the app renders its own ToastProvider. @default true
   */
  toasts?: boolean | Omit<ToastProviderProps, 'children'>;
}

/** What the children are rendered with: a locale whose catalogue is in, and the app's messages. */
interface Shown {
  locale: Locale;
  kit: Messages | undefined;
  messages: Messages | undefined;
}

const noMessages: Messages = {};

/**
 * The kit's catalogue of `locale` (once loaded) and what to render with meanwhile: the last locale
 * that was ready, so a language switch keeps the page until the new texts are in.
 */
function useKitCatalogue(locale: Locale, messages: Messages | undefined, skip: boolean) {
  const kit = skip ? undefined : loadedKitMessages(locale);
  const ready = skip || kit !== undefined;
  const [shown, setShown] = useState<Shown | undefined>(ready ? { locale, kit, messages } : undefined);
  const [attempt, setAttempt] = useState(0);
  // A failure belongs to one download: a retry or another locale starts without it.
  const [failure, setFailure] = useState<{ locale: Locale; attempt: number; error: unknown } | undefined>(undefined);

  if (ready && (shown?.locale !== locale || shown.kit !== kit || shown.messages !== messages)) {
    // Adjusting state while rendering (React's documented pattern): the new locale is ready.
    setShown({ locale, kit, messages });
  }

  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadKitMessages(locale).then(
      () => {
        // The catalogue is now in loadKitMessages' cache; rendering again picks it up.
        if (live) setAttempt((n) => n + 1);
      },
      (error: unknown) => {
        if (live) setFailure({ locale, attempt, error: error ?? new Error(`The ${locale} catalogue could not be loaded`) });
      },
    );
    return () => {
      live = false;
    };
  }, [locale, ready, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const error = failure?.locale === locale && failure.attempt === attempt ? failure.error : undefined;
  return { shown: ready ? { locale, kit, messages } : shown, error, retry };
}

/**
 * Provides theme tokens (as CSS custom properties), locale, direction, the translate function, the
 * portal configuration and, by default, the toast host.
 *
 * Texts come from the kit's own catalogue of the locale (English or Arabic, shipped with @gaia/ui
 * and downloaded on demand, one locale at a time), overridden key by key by `messages`; or from the
 * app's `t`. `<GaiaProvider locale="ar">` alone renders the kit in Arabic, right to left. Until the
 * locale's catalogue is in, the root renders `fallback` instead of the children; await
 * `loadKitMessages(locale)` before the first render (or a server render) to skip that step. Apps
 * that bring their own translations and count first-load bytes use GaiaCoreProvider.
 */
export function GaiaProvider({ t, messages, fallback = null, toasts = true, children, locale = 'en', ...core }: GaiaProviderProps) {
  const { shown, error, retry } = useKitCatalogue(locale, messages, t !== undefined);
  const translate = useMemo<TranslateFn>(
    () => t ?? createTranslator(shown?.messages ?? noMessages, shown?.kit),
    [t, shown?.messages, shown?.kit],
  );

  if (!shown) {
    return (
      <GaiaCoreProvider t={translate} locale={locale} {...core}>
        {typeof fallback === 'function' ? fallback({ locale, error, retry }) : fallback}
      </GaiaCoreProvider>
    );
  }
  return (
    <GaiaCoreProvider t={translate} locale={shown.locale} {...core}>
      {toasts === false ? children : <ToastProvider {...(toasts === true ? {} : toasts)}>{children}</ToastProvider>}
    </GaiaCoreProvider>
  );
}
