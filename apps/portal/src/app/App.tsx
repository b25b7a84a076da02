import { useCallback, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { Locale } from '@gaia/domain';
import { GaiaCoreProvider, ToastProvider } from '@gaia/ui';
import { i18n, switchLocale } from './i18n';
import { LocaleSwitchContext } from './LocaleContext';
import { usePortalConfig } from './portalConfig';
import { AppRoutes } from './router';

/** Providers: the kit (theme, locale, i18next translate, the backend's configuration) and the router. */
export function App({ initialLocale }: { initialLocale: Locale }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const config = usePortalConfig();
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
      <GaiaCoreProvider locale={locale} t={t} config={config}>
        <ToastProvider>
        <LocaleSwitchContext.Provider value={change}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LocaleSwitchContext.Provider>
        </ToastProvider>
      </GaiaCoreProvider>
  );
}
