import { createContext, useContext } from 'react';
import type { Locale } from '@gaia/domain';

export const LocaleSwitchContext = createContext<(locale: Locale) => Promise<void>>(async () => undefined);

/** Switches the interface language (loads its catalogue on demand). */
export function useLocaleSwitch() {
  return useContext(LocaleSwitchContext);
}
