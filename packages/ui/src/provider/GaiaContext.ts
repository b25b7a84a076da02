import { createContext, useContext, useMemo } from 'react';
import { defaultPortalConfig, type Locale, type PortalConfig } from '@gaia/domain';

export type ThemeName = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
/** Translates a message key; unknown keys come back unchanged, so server messages pass through. */
export type TranslateFn = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export interface GaiaContextValue {
  theme: ThemeName;
  /** The interface language: which catalogue the texts come from. */
  locale: Locale;
  /** BCP 47 tag for `Intl` formatting (dates, numbers, currencies), the same one react-aria uses. */
  intlLocale: string;
  direction: Direction;
  t: TranslateFn;
  config: PortalConfig;
}

/*
 * Outside a provider keys come back as they are: the catalogues are the provider's to bring, so
 * importing one component never pulls every message of the kit.
 */
const keysAsText: TranslateFn = (key) => key;

export const GaiaContext = createContext<GaiaContextValue>({
  theme: 'light',
  locale: 'en',
  intlLocale: 'en-GB',
  direction: 'ltr',
  t: keysAsText,
  config: defaultPortalConfig,
});

/** The kit's context: theme, locale, direction, translate function and portal configuration. */
export function useGaia(): GaiaContextValue {
  return useContext(GaiaContext);
}

/** The translate function of the nearest GaiaProvider (keys as they are without one). */
export function useT(): TranslateFn {
  return useContext(GaiaContext).t;
}

/** The locale of the nearest provider, for `Intl` formatting and locale-dependent layout. */
export interface GaiaLocale {
  /** The interface language (`'en'` or `'ar'`). */
  locale: Locale;
  /** BCP 47 tag to give `Intl.DateTimeFormat`, `Intl.NumberFormat` and the like. */
  intlLocale: string;
  /** Text direction of the provider's root. */
  direction: Direction;
}

/**
 * The locale of the nearest GaiaProvider or GaiaCoreProvider (English, left-to-right without one):
 * format dates, numbers and currencies with `new Intl.NumberFormat(useGaiaLocale().intlLocale, …)`.
 */
export function useGaiaLocale(): GaiaLocale {
  const { locale, intlLocale, direction } = useContext(GaiaContext);
  return useMemo(() => ({ locale, intlLocale, direction }), [locale, intlLocale, direction]);
}
