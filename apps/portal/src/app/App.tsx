import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import type { Locale } from '@gaia/domain';
import { GaiaCoreProvider, ToastProvider, type ThemeName } from '@gaia/ui';
import { i18n, switchLocale } from './i18n';
import { LocaleSwitchContext } from './LocaleContext';
import { usePortalConfigForRoot } from './portalConfig';
import { AppRoutes } from './router';
import { useDeviceTheme } from './colorScheme';

export interface AppProvidersProps {
  initialLocale: Locale;
  /** The colour theme a page is prerendered in (there is no device then). @default 'light' */
  drawnTheme?: ThemeName;
  /** The router with the routes. */
  children: ReactNode;
}

/** Providers: the kit (the device's colour theme, locale, i18next translate, the backend's configuration) and toasts. */
export function AppProviders({ initialLocale, drawnTheme, children }: AppProvidersProps) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const config = usePortalConfigForRoot();
  const theme = useDeviceTheme(drawnTheme);
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
    <GaiaCoreProvider theme={theme} locale={locale} t={t} config={config}>
      <ToastProvider>
        <LocaleSwitchContext.Provider value={change}>{children}</LocaleSwitchContext.Provider>
      </ToastProvider>
    </GaiaCoreProvider>
  );
}

/** The portal in the browser. The prerendered landing page (prerender.tsx) renders the same tree. */
export function App({ initialLocale }: { initialLocale: Locale }) {
  return (
    <AppProviders initialLocale={initialLocale}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
