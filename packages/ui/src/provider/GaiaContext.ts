import { createContext, useContext } from 'react';
import { defaultPortalConfig, type Locale, type PortalConfig } from '@gaia/domain';

export type ThemeName = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
/** Translates a message key; unknown keys come back unchanged, so server messages pass through. */
export type TranslateFn = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export interface GaiaContextValue {
  theme: ThemeName;
  locale: Locale;
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
