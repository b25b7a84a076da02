import { useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { directionOf, resolvePortalConfig, type Locale, type PortalConfig } from '@gaia/domain';
import { cssVariables } from '../tokens/cssVariables';
import { darkPalette, lightPalette } from '../tokens/palette';
import { GaiaContext, type Direction, type ThemeName, type TranslateFn } from './GaiaContext';
import { GaiaRoot } from './GaiaProvider.styles';

export interface GaiaCoreProviderProps {
  /** Translate function, e.g. i18next's `t`: the app brings its own catalogues. */
  t: TranslateFn;
  /** Colour theme. @default 'light' */
  theme?: ThemeName;
  /** Interface language. @default 'en' */
  locale?: Locale;
  /**
   * BCP 47 tag for dates, numbers and currencies (`Intl`, react-aria), read through
   * `useGaiaLocale().intlLocale`; e.g. `'ar-EG'` or `'en-US'`. @default 'en-GB' for English, 'ar' for Arabic
   */
  intlLocale?: string;
  /** Text direction; derived from the locale when omitted (Arabic is right-to-left). */
  direction?: Direction;
  /**
   * Portal configuration values components need (date formats, currency symbol and position, amount
   * precision, digit grouping, masking, the empty placeholder, the spinner delay), read through
   * `useGaia().config`. Backend values are merged over the defaults of @gaia/domain.
   */
  config?: Partial<PortalConfig>;
  /** Render the tokens on the root element and fill the viewport background. @default true */
  asRoot?: boolean;
  children?: ReactNode;
}

/**
 * The kit's context without built-in catalogues or a toast host: theme tokens (as CSS custom
 * properties), locale, direction, the app's translate function and the portal configuration. For
 * apps with their own i18n, where every kilobyte of the first load counts; GaiaProvider adds the
 * kit's own catalogues (loaded on demand for the locale) and the toast host on top.
 */
export function GaiaCoreProvider({ t, theme = 'light', locale = 'en', intlLocale, direction, config, asRoot = true, children }: GaiaCoreProviderProps) {
  const dir = direction ?? directionOf(locale);
  const intl = intlLocale ?? (locale === 'ar' ? 'ar' : 'en-GB');
  const resolvedConfig = useMemo(() => resolvePortalConfig(config), [config]);
  const style = useMemo(() => cssVariables(theme === 'dark' ? darkPalette : lightPalette), [theme]);
  const value = useMemo(
    () => ({ theme, locale, intlLocale: intl, direction: dir, t, config: resolvedConfig }),
    [theme, locale, intl, dir, t, resolvedConfig],
  );

  return (
    <GaiaContext.Provider value={value}>
      <I18nProvider locale={intl}>
        <GaiaRoot dir={dir} lang={locale} data-theme={theme} data-root={asRoot ? '' : undefined} style={style}>
          {children}
        </GaiaRoot>
      </I18nProvider>
    </GaiaContext.Provider>
  );
}
