import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import {
  createTranslator,
  en,
  directionOf,
  resolvePortalConfig,
  type Locale,
  type Messages,
  type PortalConfig,
} from '@gaia/domain';
import { ToastProvider, type ToastProviderProps } from '../Toast/Toast';
import { cssVariables } from '../tokens/cssVariables';
import { darkPalette, lightPalette } from '../tokens/palette';
import { GaiaContext, type Direction, type ThemeName, type TranslateFn } from './GaiaContext';
import { GaiaRoot } from './GaiaProvider.styles';

export interface GaiaProviderProps {
  /** Colour theme. @default 'light' */
  theme?: ThemeName;
  /** Interface language. @default 'en' */
  locale?: Locale;
  /** Text direction; derived from the locale when omitted (Arabic is right-to-left). */
  direction?: Direction;
  /**
   * Translate function, e.g. i18next's `t`. Defaults to the built-in English and Arabic catalogues of
   * @gaia/domain for the current locale.
   */
  t?: TranslateFn;
  /** Messages of the current locale when no `t` is given (English is built in and fills gaps). */
  messages?: Messages;
  /**
   * Portal configuration values components need (date formats, currency symbol and position, amount
   * precision, digit grouping, masking, the empty placeholder, the spinner delay), read through
   * `useGaia().config`. Backend values are merged over the defaults of @gaia/domain.
   */
  config?: Partial<PortalConfig>;
  /**
   * Host toasts for `useToast()`: `true` with the default options, options of the ToastProvider, or
   * `false` when the app renders its own ToastProvider. @default true
   */
  toasts?: boolean | Omit<ToastProviderProps, 'children'>;
  /** Render the tokens on the root element and fill the viewport background. @default true */
  asRoot?: boolean;
  children?: ReactNode;
}

/**
 * Provides theme tokens (as CSS custom properties), locale, direction, the translate function, the
 * portal configuration and, by default, the toast host.
 */
export function GaiaProvider({ theme = 'light', locale = 'en', direction, t, messages, config, toasts = true, asRoot = true, children }: GaiaProviderProps) {
  const dir = direction ?? directionOf(locale);
  const translate = useMemo<TranslateFn>(() => t ?? createTranslator(messages ?? en, en), [t, messages]);
  const resolvedConfig = useMemo(() => resolvePortalConfig(config), [config]);
  const style = useMemo(() => cssVariables(theme === 'dark' ? darkPalette : lightPalette), [theme]);
  const value = useMemo(
    () => ({ theme, locale, direction: dir, t: translate, config: resolvedConfig }),
    [theme, locale, dir, translate, resolvedConfig],
  );

  return (
    <GaiaContext.Provider value={value}>
      <I18nProvider locale={locale === 'ar' ? 'ar' : 'en-GB'}>
        <GaiaRoot dir={dir} lang={locale} data-theme={theme} data-root={asRoot ? '' : undefined} style={style}>
          {toasts === false ? children : <ToastProvider {...(toasts === true ? {} : toasts)}>{children}</ToastProvider>}
        </GaiaRoot>
      </I18nProvider>
    </GaiaContext.Provider>
  );
}
