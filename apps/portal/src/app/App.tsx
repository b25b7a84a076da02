import { useCallback, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { Locale } from '@gaia/domain';
import { GaiaProvider } from '@gaia/ui';
import { i18n, switchLocale } from './i18n';
import { LocaleSwitchContext } from './LocaleContext';
import { AppRoutes } from './router';

/** Providers: the kit (theme, locale, i18next translate) and the router. */
export function App({ initialLocale }: { initialLocale: Locale }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const change = useCallback(async (next: Locale) => {
    await switchLocale(next);
    setLocale(next);
  }, []);
  // A new function identity per locale makes every consumer re-render with the new language.
  const t = useMemo(() => {
    const fixed = i18n.getFixedT(locale);
    return (key: string, values?: Readonly<Record<string, string | number>>) => fixed(key, values);
  }, [locale]);

  return (
      <GaiaProvider locale={locale} t={t}>
        <LocaleSwitchContext.Provider value={change}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LocaleSwitchContext.Provider>
      </GaiaProvider>
  );
}
